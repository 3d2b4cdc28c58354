// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back into the
// database and folder the server is configured with (DATABASE_URL, or DATA_DIR/pgdata), then
// recomputes every table's row count and checksum, the sequences and the files' SHA-256 and
// compares them with the backup's manifest. It only restores into an EMPTY database and an empty
// storage folder: it never overwrites live data (create a fresh database, or move DATA_DIR away).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { newPglite } from '../../apps/server/src/db/pglite-client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { databaseFingerprint, filesFingerprint, fingerprintDifferences } from './database-fingerprint.mjs';
import { dataLocation, redactedUrl } from './data-location.mjs';
import { findDataKey } from './data-key-id.mjs';
import { run } from './run-command.mjs';

const source = process.argv[2] ? path.resolve(process.argv[2]) : fail('usage: npm run restore -- <backup folder>');
const manifestFile = path.join(source, 'manifest.json');
if (!existsSync(manifestFile)) fail(`${manifestFile} not found: not a complete backup`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (manifest.format !== 'flexplan-backup' || manifest.version !== 1) fail(`${source} is not a Flexplan backup this version reads`);

const location = dataLocation();
const targetKind = location.databaseUrl ? 'postgres' : location.embeddedEngine === 'pglite' ? 'pglite' : 'embedded-postgres';
if (manifest.kind !== targetKind) {
  const how = {
    postgres: 'DATABASE_URL set',
    pglite: 'DATABASE_URL unset and EMBEDDED_DATABASE=pglite',
    'embedded-postgres': 'DATABASE_URL and EMBEDDED_DATABASE unset',
  };
  fail(
    `the backup is of ${{ postgres: 'PostgreSQL', pglite: 'the embedded PGlite', 'embedded-postgres': 'the embedded PostgreSQL' }[manifest.kind]}; restore it with ${how[manifest.kind]}`,
  );
}
if (manifest.dataKeyId) {
  // The server would read the restored rows with this key: without the backup's, they are noise.
  const dataKey = findDataKey(process.env, location.dataDir);
  if (!dataKey)
    fail(
      `the backup's personal data is encrypted with data key ${manifest.dataKeyId}: set DATA_KEY to it, or copy it to ${path.join(location.dataDir, 'data-key')}, then restore again`,
    );
  if (dataKey.id !== manifest.dataKeyId) fail(`${dataKey.from} is data key ${dataKey.id}, the backup needs ${manifest.dataKeyId}`);
}
if (existsSync(location.storageDir) && readdirSync(location.storageDir).length > 0) fail(`${location.storageDir} is not empty: restore into a fresh DATA_DIR`);

try {
  const started = Date.now();
  const databaseFile = path.join(source, manifest.databaseFile);
  const database =
    targetKind === 'postgres'
      ? await restorePostgres(location.databaseUrl, databaseFile)
      : targetKind === 'pglite'
        ? await restorePglite(location.pgliteDir, databaseFile)
        : await restoreEmbeddedPostgres(location.postgresDir, databaseFile);
  if (existsSync(path.join(source, 'storage'))) cpSync(path.join(source, 'storage'), location.storageDir, { recursive: true });
  const differences = fingerprintDifferences(manifest, { database, files: filesFingerprint(location.storageDir) });
  if (differences.length > 0) fail(`the restored copy differs from the backup:\n  ${differences.join('\n  ')}`);
  const rows = Object.values(database.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `restored ${source}: ${Object.keys(database.tables).length} tables, ${rows} rows, ${Object.keys(manifest.files).length} files, every count and checksum equal, ${Date.now() - started} ms`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

async function restorePostgres(url, dumpFile) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [{ tables }],
    } = await client.query(`
      select count(*)::int as tables from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`);
    if (tables > 0) throw new Error(`${redactedUrl(url)} already has ${tables} tables: restore into a fresh database`);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dumpFile]);
    return await databaseFingerprint(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

async function restoreEmbeddedPostgres(dir, folder) {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a fresh DATA_DIR`);
  cpSync(folder, dir, { recursive: true });
  // Started once on the copy to check it (startEmbeddedPostgres gives the folder to the postgres user when run as root).
  const server = await startEmbeddedPostgres(dir);
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await databaseFingerprint(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

async function restorePglite(dir, tarball) {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a fresh DATA_DIR`);
  mkdirSync(dir, { recursive: true });
  const client = newPglite(dir, { loadDataDir: new Blob([readFileSync(tarball)]) });
  try {
    return await databaseFingerprint(async (text) => (await client.query(text)).rows);
  } finally {
    await client.close();
  }
}

function fail(message) {
  console.error(`restore failed: ${message}`);
  process.exit(1);
}
