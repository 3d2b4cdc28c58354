// Where the server keeps its data, read from the environment the same way the server's
// config.ts does (DATABASE_URL, DATA_DIR defaulting to ./data), so `npm run backup` and
// `npm run restore` act on the database and files the server uses.
import path from 'node:path';

export function dataLocation(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    pgliteDir: path.join(dataDir, 'pgdata'),
    storageDir: path.join(dataDir, 'storage'),
  };
}

/** The URL with its password hidden, for messages. */
export function redactedUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
