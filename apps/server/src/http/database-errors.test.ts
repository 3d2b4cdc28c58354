import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badValueSqlState, concurrencyConflictSqlState, isDatabaseUnreachable } from './database-errors';

describe('what a failed query means', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
  });
  afterAll(async () => {
    await client.close();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the query should fail');
      },
      (err: unknown) => err,
    );

  it("recognises a refused connection, through Drizzle's wrapping", async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/x' });
    try {
      const err = await failure(drizzlePg(pool).execute(sql`select 1`));
      expect(isDatabaseUnreachable(err)).toBe(true);
      expect(isDatabaseUnreachable(Object.assign(new Error('Failed query: select 1'), { cause: err }))).toBe(true);
      expect(badValueSqlState(err)).toBeUndefined();
    } finally {
      await pool.end();
    }
  });

  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '08006', message: 'connection failure' }],
    [new Error('Connection terminated unexpectedly')],
    [new Error('timeout exceeded when trying to connect')],
    [Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]), {})],
  ])('recognises %o as the database gone', (err) => {
    expect(isDatabaseUnreachable(err)).toBe(true);
  });

  it('does not take a refused value or a bug for an outage', async () => {
    const db = drizzle(client);
    const overflow = await failure(db.execute(sql`select ${'2147483648'}::int4`));
    const nul = await failure(db.execute(sql`select ${'a\u0000b'}::text`));
    const jsonNul = await failure(db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`));
    const notAnInteger = await failure(db.execute(sql`select ${'abc'}::int4`));
    const missing = await failure(db.execute(sql`select * from no_such_table`));
    expect([overflow, nul, jsonNul, notAnInteger, missing].map(isDatabaseUnreachable)).toEqual([false, false, false, false, false]);
    expect(badValueSqlState(overflow)).toBe('22003');
    expect(['22021', '22P05', '22P02']).toContain(badValueSqlState(nul));
    expect(badValueSqlState(jsonNul)).toBe('22P05');
    expect(badValueSqlState(notAnInteger)).toBe('22P02');
    expect(badValueSqlState(missing)).toBeUndefined();
    expect(badValueSqlState(new Error('boom'))).toBeUndefined();
  });

  it('tells a transaction that met another one (a deadlock, a serialization failure) from a bug', async () => {
    const db = drizzle(client);
    // PostgreSQL's own error, with its SQLSTATE, as Drizzle wraps it.
    const raise = (state: string) => failure(db.execute(sql.raw(`do $$ begin raise exception 'met' using errcode = '${state}'; end $$`)));
    const [deadlock, serialization, notLocked, other] = await Promise.all(['40P01', '40001', '55P03', 'P0001'].map(raise));
    expect([deadlock, serialization, notLocked, other].map(concurrencyConflictSqlState)).toEqual(['40P01', '40001', '55P03', undefined]);
    expect(isDatabaseUnreachable(deadlock)).toBe(false);
    expect(badValueSqlState(deadlock)).toBeUndefined();
  });
});
