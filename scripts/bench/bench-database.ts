import { mkdtempSync, rmSync } from 'node:fs';
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
 * A database for one run. Embedded: a fresh data folder, removed after. PostgreSQL: the one in
 * DATABASE_URL, kept (so a database scaled once serves many runs), or else a fresh database on the
 * local server, dropped after. Either way a fresh folder for the stored files.
 */
export async function openBenchDatabase(embedded: boolean): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-bench-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (embedded) return { kind: 'embedded', env: { DATA_DIR: dataDir }, description: 'embedded PGlite (fresh)', dispose: async () => removeDataDir() };

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
