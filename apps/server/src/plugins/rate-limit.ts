import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { TooManyAttemptsError } from '../http/http-errors';
import { hitCounter, purgeStaleCounters } from '../features/auth/throttle';

/** Probes of a load balancer come often from one address and must never be refused. */
const exemptRoutes = new Set(['/api/health']);

/** One request in this many also deletes counters whose window ended over a day ago. */
const purgeOneIn = 1000;

/** Addresses refused lately are remembered, at most this many (the oldest forgotten first). */
const refusedKept = 10_000;

/**
 * @fastify/rate-limit's store on the throttle_counters table, so every server process counts the
 * same requests (DESIGN.md: no state in process memory; its own store is in-memory). One atomic
 * statement per request (throttle.ts hitCounter), except past the limit: an address the database
 * refused is refused here, without a write, until a second before its window ends (issue 16: a
 * flood from one address wrote its counter row at every request, one hot row). What this process
 * remembers only ever refuses what the database already refused in the same window, so the limit
 * stays exact across processes; a process that does not remember asks the database, which refuses.
 */
function databaseStore(db: () => Db): FastifyRateLimitStoreCtor {
  /** Address → when its current window ends (ms since the epoch), for the addresses over the limit. */
  const refusedUntil = new Map<string, number>();

  function rememberRefusal(key: string, windowEndsAt: number): void {
    if (refusedUntil.size >= refusedKept) {
      const now = Date.now();
      for (const [address, endsAt] of refusedUntil) if (endsAt <= now) refusedUntil.delete(address);
      if (refusedUntil.size >= refusedKept) refusedUntil.delete(refusedUntil.keys().next().value!);
    }
    refusedUntil.set(key, windowEndsAt);
  }

  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      const windowEndsAt = refusedUntil.get(key);
      // A second of margin: the database's seconds are rounded up, and its window, not ours, decides when to admit again.
      if (windowEndsAt !== undefined && Date.now() < windowEndsAt - 1_000) return callback(null, { current: max + 1, ttl: windowEndsAt - Date.now() });
      refusedUntil.delete(key);
      if (Math.random() * purgeOneIn < 1) void purgeStaleCounters(db()).catch(() => undefined);
      hitCounter(db(), `public:address:${key}`, { limit: max, windowSeconds: Math.ceil(timeWindow / 1000) }).then(
        (hit) => {
          if (hit.count > max) rememberRefusal(key, Date.now() + hit.secondsLeft * 1000);
          callback(null, { current: hit.count, ttl: hit.secondsLeft * 1000 });
        },
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A ceiling per client address on every /api request made without a session (login, forgot and
 * reset password, the login key, the company lookup, acceptance links and whatever public route
 * comes next): PUBLIC_RATE_LIMIT_PER_MINUTE, then 429 TOO_MANY_ATTEMPTS with Retry-After.
 * It runs as a preHandler so that authenticate (a preHandler of the session routes, which runs
 * first) has set the session user: a signed-in employee is never counted.
 * Register it inside the /api scope, before the routes.
 */
export const publicRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      max: app.config.PUBLIC_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // An IPv6 client by its /64, which one host usually holds whole (the plugin's default too).
      ipv6Subnet: 64,
      store: databaseStore(() => app.database.db),
      allowList: (request: FastifyRequest) => request.sessionUser !== null || exemptRoutes.has(request.routeOptions.url ?? ''),
      errorResponseBuilder: (_request, context) => new TooManyAttemptsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'public-rate-limit', dependencies: ['db', 'error-handler'] },
);
