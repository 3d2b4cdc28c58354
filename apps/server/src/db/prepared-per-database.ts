import type { Db } from './client';

/**
 * A statement prepared once per database and kept for its life: its SQL is built once, not at
 * each call, and PostgreSQL plans it once per connection. For the lookups every request makes
 * (issue 16: Drizzle's query building was a quarter of the server's CPU).
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = prepare(db)));
    return statement;
  };
}
