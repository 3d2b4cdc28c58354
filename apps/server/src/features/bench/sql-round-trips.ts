import { PGlite } from '@electric-sql/pglite';
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

export function installSqlRoundTripCounter(): void {
  if (isInstalled) return;
  isInstalled = true;
  countCallsOf(pg.Client.prototype, 'query');
  countCallsOf(PGlite.prototype, '_runExclusiveQuery');
}

/** Statements sent since the counter was installed. */
export const sqlRoundTrips = (): number => count;
