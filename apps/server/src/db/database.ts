import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** What a raw `db.execute` answers: node-postgres' `QueryResult` and PGlite's `Results` both hold `rows`. */
export type RowsResult<Row> = { rows: Row[] };
/** Says `execute` answers `RowsResult`; the compiler checks each driver's result type against it. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
/** The one database type the features see, whichever driver is behind it. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** A transaction or the database: repositories take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The SQL migrations, then the data step that encrypts what an older install kept in clear. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The 32-byte key of the personal data encrypted at rest (db/crypto/data-key.ts loads it). */
  dataKey: Buffer;
}
