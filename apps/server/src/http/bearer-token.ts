import type { FastifyRequest } from 'fastify';

/** The session token of `Authorization: Bearer …`, or null when absent or not shaped like one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/);
  return match?.[1] ?? null;
}
