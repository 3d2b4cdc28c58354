import type { Config } from '../config';
import type { Database, DatabaseOptions } from './client';
import { openPostgresDatabase } from './postgres-database';
import { loadDataKey } from './crypto/data-key';
import { embeddedEngineOf, embeddedFolders } from './embedded-engine';
import { startEmbeddedPostgres, UnreachableDataFolder, type EmbeddedPostgres } from './embedded-postgres';

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL; without it, the embedded one
 * in DATA_DIR (a PostgreSQL server of this process's own, started here and stopped by close()).
 */
export async function openConfiguredDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_KEY' | 'dataDir' | 'EMBEDDED_DATABASE'>): Promise<Database> {
  const options = { dataKey: loadDataKey(config) };
  if (config.DATABASE_URL) return openPostgresDatabase(config.DATABASE_URL, options);
  const folders = embeddedFolders(config.dataDir);
  if (embeddedEngineOf(config.dataDir, config.EMBEDDED_DATABASE) === 'pglite') return openPgliteIn(folders.pglite, options);
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres(folders.postgres);
  } catch (error) {
    // Root with DATA_DIR under /root: `npm ci && npm start` still works, on PGlite, and says why.
    if (!(error instanceof UnreachableDataFolder) || config.EMBEDDED_DATABASE) throw error;
    console.warn(`${error.message}. Falling back to PGlite in this process (slower under load) in ${folders.pglite}.`);
    return openPgliteIn(folders.pglite, options);
  }
  const database = openPostgresDatabase(server.url, options);
  return {
    ...database,
    async close() {
      await database.close();
      await server.stop();
    },
  };
}

/** PGlite is loaded only when it is the database (issue 16: 45 MB of a PostgreSQL server's memory otherwise). */
async function openPgliteIn(folder: string, options: DatabaseOptions): Promise<Database> {
  const { openDatabase } = await import('./client');
  return openDatabase({ pgliteDir: folder }, options);
}
