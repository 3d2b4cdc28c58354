import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { loadDataKey } from './crypto/data-key';
import { embeddedEngineOf, embeddedFolders } from './embedded-engine';
import { startEmbeddedPostgres, UnreachableDataFolder, type EmbeddedPostgres } from './embedded-postgres';

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL; without it, the embedded one
 * in DATA_DIR (a PostgreSQL server of this process's own, started here and stopped by close()).
 */
export async function openConfiguredDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_KEY' | 'dataDir' | 'EMBEDDED_DATABASE'>): Promise<Database> {
  const options = { dataKey: loadDataKey(config) };
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL }, options);
  const folders = embeddedFolders(config.dataDir);
  if (embeddedEngineOf(config.dataDir, config.EMBEDDED_DATABASE) === 'pglite') return openDatabase({ pgliteDir: folders.pglite }, options);
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres(folders.postgres);
  } catch (error) {
    // Root with DATA_DIR under /root: `npm ci && npm start` still works, on PGlite, and says why.
    if (!(error instanceof UnreachableDataFolder) || config.EMBEDDED_DATABASE) throw error;
    console.warn(`${error.message}. Falling back to PGlite in this process (slower under load) in ${folders.pglite}.`);
    return openDatabase({ pgliteDir: folders.pglite }, options);
  }
  const database = openDatabase({ url: server.url }, options);
  return {
    ...database,
    async close() {
      await database.close();
      await server.stop();
    },
  };
}
