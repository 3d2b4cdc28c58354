// Where the server keeps its data, read from the environment the same way the server's
// config.ts does (DATABASE_URL, DATA_DIR defaulting to ./data), so `npm run backup` and
// `npm run restore` act on the database and files the server uses.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function dataLocation(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const pgliteDir = path.join(dataDir, 'pgdata');
  const postgresDir = path.join(dataDir, 'postgres');
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    // Which embedded engine: the rule of apps/server/src/db/embedded-engine.ts.
    embeddedEngine: env.EMBEDDED_DATABASE || (existsSync(path.join(pgliteDir, 'PG_VERSION')) && !existsSync(postgresDir) ? 'pglite' : 'postgres'),
    pgliteDir,
    postgresDir,
    storageDir: path.join(dataDir, 'storage'),
  };
}

/** The URL with its password hidden, for messages. */
export function redactedUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
