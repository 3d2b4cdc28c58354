import pg from 'pg';

/**
 * Counts every statement the process sends to its database, whichever driver: each call of
 * node-postgres' `Client#query` (what the pool and Drizzle's transactions call, BEGIN and COMMIT
 * included) and each statement PGlite runs (its `query`, `exec`, a transaction's statements and
 * its BEGIN/COMMIT all pass through `_runExclusiveQuery`, one call per statement).
 *
 * Installed only in bench mode: it wraps the drivers' prototypes rather than db/client.ts, so the
 * portal's query path stays exactly what production runs, plus one increment. The count is for
 * the whole process; `npm run bench` divides its growth over a run by the requests of that run
 * (the mail worker's pass, once a second, adds a few hundredths at most).
 */
let count = 0;
let isInstalled = false;

type AnyMethod = (this: unknown, ...args: unknown[]) => unknown;

function countCallsOf(prototype: object, method: string): void {
  const target = prototype as Record<string, AnyMethod>;
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`cannot count SQL round trips: the driver has no ${method} any more`);
  target[method] = function countedCall(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
}

/**
 * Counts the statements of both drivers, or of the one named: on PostgreSQL, PGlite is not loaded
 * for it (what the bench measures of the server's memory is what production holds).
 */
export async function installSqlRoundTripCounter(driver?: 'postgres' | 'pglite'): Promise<void> {
  if (isInstalled) return;
  isInstalled = true;
  if (driver !== 'pglite') countCallsOf(pg.Client.prototype, 'query');
  if (driver !== 'postgres') countCallsOf((await import('@electric-sql/pglite')).PGlite.prototype, '_runExclusiveQuery');
}

/** Statements sent since the counter was installed. */
export const sqlRoundTrips = (): number => count;
