import type { FastifyRequest } from 'fastify';
import { syncHeader } from '@flexplan/domain/api/sync-header';

/** The sync of the client's last write (`syncHeader`), if it sent one; the session cache judges its form. */
export function lastSyncOf(request: FastifyRequest): string | undefined {
  const value = request.headers[syncHeader];
  return typeof value === 'string' ? value.slice(0, 100) : undefined;
}
