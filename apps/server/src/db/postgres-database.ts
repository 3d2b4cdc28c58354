import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseOptions, Db } from './database';
import { useDataKey } from './crypto/active-cipher';
import { encryptExistingRows } from './crypto/encrypt-existing-rows';
import type { FieldCipher } from './crypto/field-cipher';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema/index';

/**
 * PostgreSQL at a URL, without loading PGlite (client.ts's openDatabase takes either): the server
 * on PostgreSQL opens its database here, and PGlite's 45 MB stay out of its memory (issue 16).
 */
export function openPostgresDatabase(url: string, options: DatabaseOptions): Database {
  return openPostgres(url, useDataKey(options.dataKey));
}

export function openPostgres(url: string, cipher: FieldCipher): Database {
  // A PostgreSQL that stops answering (a network cut, not a refusal) fails a connection after 5 s
  // and the request answers 503, instead of every request waiting forever (issue 12, finding 8).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // A checked-out client (inside a transaction) whose connection drops between two queries emits
  // 'error' with no pool listener, which crashes the process; its query in flight still fails.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      await encryptExistingRows(db, cipher);
    },
    ping: () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => pool.end(),
  };
}
