import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import { useDataKey } from './crypto/active-cipher';
import { migrationsFolder } from './migrations-folder';
import { newPglite } from './pglite-client';
import { openPostgres } from './postgres-database';
import { encryptExistingRows } from './crypto/encrypt-existing-rows';
import type { FieldCipher } from './crypto/field-cipher';

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

export { migrationsFolder } from './migrations-folder';

export type DatabaseSource = { url: string } | { pgliteDir: string } | { pglite: PGlite };

export interface DatabaseOptions {
  /** The 32-byte key of the personal data encrypted at rest (db/crypto/data-key.ts loads it). */
  dataKey: Buffer;
}

/** PostgreSQL when a URL is given; otherwise the embedded PostgreSQL (PGlite) in a folder. */
export function openDatabase(source: DatabaseSource, options: DatabaseOptions): Database {
  const cipher = useDataKey(options.dataKey);
  if ('url' in source) return openPostgres(source.url, cipher);
  if ('pgliteDir' in source) {
    mkdirSync(source.pgliteDir, { recursive: true });
    return openPglite(newPglite(source.pgliteDir), cipher);
  }
  return openPglite(source.pglite, cipher);
}

function openPglite(client: PGlite, cipher: FieldCipher): Database {
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await encryptExistingRows(db, cipher);
    },
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}
