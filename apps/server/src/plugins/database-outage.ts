import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from '../http/database-errors';

export interface DatabaseOutage {
  /** A query failed because PostgreSQL cannot be reached: logs the start of the outage, once. */
  failed(error: unknown): void;
  /** A background pass (mail worker, housekeeping) failed: an outage as above, anything else a warning with `message`. */
  passFailed(error: unknown, message: string): void;
  /** A query succeeded: logs the end of an outage, once. */
  answered(): void;
  readonly isDown: boolean;
}

/**
 * One log line when PostgreSQL becomes unreachable and one when it answers again, instead of a
 * stack per request while it is down. Per process: each process of a
 * scaled-out deployment reports its own view.
 */
export function createDatabaseOutage(log: FastifyBaseLogger): DatabaseOutage {
  // Wall time, not the business clock: how long the outage lasted.
  let downSince: number | null = null;
  function failed(error: unknown) {
    if (downSince) return;
    downSince = Date.now();
    const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    log.error({ code: typeof code === 'string' ? code : undefined }, 'database unreachable: answering 503 DATABASE_UNAVAILABLE until it is back');
  }
  return {
    failed,
    passFailed(error, message) {
      if (isDatabaseUnreachable(error)) failed(error);
      else log.warn({ err: error }, message);
    },
    answered() {
      if (!downSince) return;
      const downForMs = Date.now() - downSince;
      downSince = null;
      log.warn({ downForMs }, 'database reachable again');
    },
    get isDown() {
      return downSince !== null;
    },
  };
}
