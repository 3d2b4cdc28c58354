import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * What runs raw SQL the way the server's database does: `Db`, a transaction, or a bare driver
 * instance with no schema (a test's own PGlite). Only `execute` is needed, and its answer does
 * not depend on the schema.
 */
export type SqlRunner = Pick<DbOrTx, 'execute'>;

/**
 * The rows a raw SQL query answers. `Row` is the test's word for the select list; the `rows`
 * array itself is typed by `Db` (db/client.ts), which the compiler checks against both drivers.
 */
export async function rowsOf<Row extends Record<string, unknown>>(db: SqlRunner, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** The first row a raw SQL query answers; a query that answers none fails the test here. */
export async function oneRow<Row extends Record<string, unknown>>(db: SqlRunner, query: SQL): Promise<Row> {
  const [row] = await rowsOf<Row>(db, query);
  if (row === undefined) throw new Error('the query answered no row');
  return row;
}
