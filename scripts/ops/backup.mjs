// `npm run backup [-- <folder>]`: a consistent copy of the database and the stored files.
//
// - PostgreSQL (DATABASE_URL set): online. One read-only repeatable-read transaction exports its
//   snapshot; pg_dump (custom format) dumps that snapshot and the manifest's row counts and
//   checksums are read in it too, so both describe the very same committed state while the
//   server keeps serving.
// - Embedded PostgreSQL (no DATABASE_URL, the default): offline. The server must be stopped (it
//   refuses while DATA_DIR/postgres/postmaster.pid names a live process); the script starts the
//   cluster itself to read the manifest's counts, stops it, and copies the cleanly shut-down data
//   folder. npm's PostgreSQL ships no pg_dump, and the machine's may be older than 18.
// - Embedded PGlite (EMBEDDED_DATABASE=pglite, or an older install's DATA_DIR/pgdata): offline. PGlite has one writer and no lock, so the server
//   must be stopped; the script opens DATA_DIR/pgdata itself and takes PGlite's dumpDataDir()
//   tarball through that client. It refuses while DATA_DIR/pgdata/postmaster.pid exists (the
//   server is running, or stopped without a clean shutdown: start and stop it once).
//
// The data key is not copied (scripts/ops/data-key-id.mjs): the manifest names its id, and the
// operator keeps the key apart. Then the storage folder is copied, and manifest.json (row counts and checksums per table,
// sequence positions, each file's SHA-256) is written last: a folder without it is not a backup.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import path from 'node:path';
import pg from 'pg';
import { newPglite } from '../../apps/server/src/db/pglite-client.ts';
import { databaseFingerprint, filesFingerprint } from './database-fingerprint.mjs';
import { dataLocation, redactedUrl } from './data-location.mjs';
import { findDataKey } from './data-key-id.mjs';
import { run } from './run-command.mjs';

const location = dataLocation();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `flexplan-${stamp}`));
if (existsSync(target)) fail(`${target} already exists: give a new folder`);
const partial = `${target}.partial`;
rmSync(partial, { recursive: true, force: true });
mkdirSync(partial, { recursive: true });

try {
  const started = Date.now();
  const dataKey = findDataKey(process.env, location.dataDir);
  const kind = location.databaseUrl ? 'postgres' : location.embeddedEngine === 'pglite' ? 'pglite' : 'embedded-postgres';
  const database =
    kind === 'postgres'
      ? await backUpPostgres(location.databaseUrl)
      : kind === 'pglite'
        ? await backUpPglite(location.pgliteDir)
        : await backUpEmbeddedPostgres(location.postgresDir);
  if (existsSync(location.storageDir)) cpSync(location.storageDir, path.join(partial, 'storage'), { recursive: true });
  const files = filesFingerprint(path.join(partial, 'storage'));
  const manifest = {
    format: 'flexplan-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    kind,
    databaseFile: { postgres: 'database.dump', pglite: 'pgdata.tar.gz', 'embedded-postgres': 'postgres' }[kind],
    dataKeyId: dataKey?.id ?? null,
    database,
    files,
  };
  writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, target);
  const rows = Object.values(database.tables).reduce((sum, t) => sum + t.rows, 0);
  if (dataKey)
    console.log(
      `the data key (${dataKey.from}, id ${dataKey.id}) is NOT in the backup: keep a copy of it apart; without it the personal data in this backup cannot be read`,
    );
  console.log(
    `backup ${target}: ${manifest.kind}, ${Object.keys(database.tables).length} tables, ${rows} rows, ${Object.keys(files).length} files, ${Date.now() - started} ms`,
  );
} catch (error) {
  rmSync(partial, { recursive: true, force: true });
  fail(error instanceof Error ? error.message : String(error));
}

async function backUpPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [{ snapshot }],
    } = await client.query('select pg_export_snapshot() as snapshot');
    // The dump runs while this transaction holds the snapshot open.
    const dumped = run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${snapshot}`,
      `--file=${path.join(partial, 'database.dump')}`,
      `--dbname=${url}`,
    ]);
    const fingerprint = await databaseFingerprint(async (text) => (await client.query(text)).rows);
    await dumped;
    await client.query('commit');
    console.log(`pg_dump of ${redactedUrl(url)} done`);
    return fingerprint;
  } finally {
    await client.end();
  }
}

async function backUpEmbeddedPostgres(dir) {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  const server = await startEmbeddedPostgres(dir).catch((error) => {
    throw new Error(`${error.message}. The embedded database is backed up with the server stopped.`);
  });
  let fingerprint;
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      fingerprint = await databaseFingerprint(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  // Shut down cleanly just now and nobody else may start it meanwhile (one owner): a consistent copy.
  cpSync(dir, path.join(partial, 'postgres'), { recursive: true, filter: (source) => path.basename(source) !== 'postmaster.pid' });
  return fingerprint;
}

async function backUpPglite(dir) {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new Error(
      `${path.join(dir, 'postmaster.pid')} exists: the server is running (stop it first) or was not shut down cleanly (start and stop it once). The embedded database has one writer; copying it live would not be consistent.`,
    );
  }
  const client = newPglite(dir);
  try {
    const fingerprint = await databaseFingerprint(async (text) => (await client.query(text)).rows);
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(path.join(partial, 'pgdata.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
    return fingerprint;
  } finally {
    await client.close();
  }
}

function fail(message) {
  console.error(`backup failed: ${message}`);
  process.exit(1);
}
