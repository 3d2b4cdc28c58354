import pg from 'pg';
import { afterEach, expect } from 'vitest';

/**
 * Fails the test that sends a query to a node-postgres client still running another: what
 * `Promise.all` over one transaction does. pg queues it with a deprecation warning (once per
 * process, easy to miss) and pg@9 refuses it; db/reads-together.ts runs such reads in turn.
 * Only the PostgreSQL run can see it: PGlite has no such client.
 */
const busyCalls: string[] = [];
type PgClientInternals = { _activeQuery: unknown; _queryQueue: unknown[]; pipeline: boolean };
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function queryUnlessBusy(this: pg.Client & PgClientInternals, ...args: unknown[]) {
  if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) busyCalls.push(new Error('query sent to a busy client').stack ?? '');
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

afterEach(() => {
  const calls = busyCalls.splice(0);
  expect(calls, 'queries sent to a client already running one (use readsTogether)').toEqual([]);
});
