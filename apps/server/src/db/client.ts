import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import { useDataKey } from './crypto/active-cipher';
import { migrationsFolder } from './migrations-folder';
import { newPglite } from './pglite-client';
import { openPostgres } from './postgres-database';
import { encryptExistingRows } from './crypto/encrypt-existing-rows';
import type { FieldCipher } from './crypto/field-cipher';
import type { Database, DatabaseOptions, Db } from './database';

// The types live in database.ts, which the drivers' files import: importing them from here would
// close a circle (docs/architecture.md, "Layers and boundaries").
export type { Database, DatabaseOptions, Db, DbOrTx, RowsResult, RowsResultHKT, Schema } from './database';

export { migrationsFolder } from './migrations-folder';

export type DatabaseSource = { url: string } | { pgliteDir: string } | { pglite: PGlite };

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
