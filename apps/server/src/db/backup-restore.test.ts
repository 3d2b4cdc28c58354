import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from './pglite-client';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { copyOfTemplate } from '../test/template-copy';
import { openConfiguredDatabase } from './open-configured-database';
import { TEST_DATA_KEY } from '../test/test-data-key';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Row count and a checksum of every table, computed here independently of the scripts' own check. */
async function tableFigures(query: Query): Promise<Record<string, string>> {
  await query("set timezone = 'UTC'");
  const tables = await query(`select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`);
  const figures: Record<string, string> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const [row] = await query(
      `select count(*) as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from "${schema}"."${table}" t`,
    );
    figures[String(name)] = `${row!.n} rows, ${row!.sum}`;
  }
  return figures;
}

const script = (name: string, env: Record<string, string>, ...args: string[]) => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // As package.json runs them: the scripts import the embedded PostgreSQL's TypeScript (db/embedded-postgres.ts).
  return run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ops', name), ...args], { cwd: root, env: childEnv });
};

describe('npm run backup / npm run restore', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'flexplan-backup-test-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up the seeded database and its files, restores them into a fresh one, and every row and file is there', async () => {
    const source = inject('testDatabase');
    const sourceDir = path.join(work, 'source');
    const restoredDir = path.join(work, 'restored');
    const backup = path.join(work, 'backup');
    cpSync(inject('testStorageDir'), path.join(sourceDir, 'storage'), { recursive: true });
    let sourceQuery: Query;
    let restoredQuery: Query;
    let env: { from: Record<string, string>; to: Record<string, string> };

    if (source.kind === 'pglite') {
      mkdirSync(path.join(sourceDir, 'pgdata'), { recursive: true });
      const seeded = newPglite(path.join(sourceDir, 'pgdata'), { loadDataDir: new Blob([readFileSync(source.dumpFile)]) });
      await seeded.close();
      env = { from: { DATA_DIR: sourceDir, EMBEDDED_DATABASE: 'pglite' }, to: { DATA_DIR: restoredDir, EMBEDDED_DATABASE: 'pglite' } };
      // One client per folder, opened after the scripts are done with it (PGlite has one writer).
      const open = (dir: string): Query => {
        let client: PGlite | undefined;
        return async (text) => {
          if (!client) {
            const opened = newPglite(path.join(dir, 'pgdata'));
            cleanups.push(() => opened.close());
            client = opened;
          }
          return (await client.query<Record<string, unknown>>(text)).rows;
        };
      };
      sourceQuery = open(sourceDir);
      restoredQuery = open(restoredDir);
    } else {
      const admin = new pg.Client({ connectionString: source.adminUrl });
      await admin.connect();
      const suffix = `${process.pid}_${Date.now()}`;
      await copyOfTemplate(source, `flexplan_backup_from_${suffix}`);
      await admin.query(`create database flexplan_backup_to_${suffix}`);
      const fromUrl = withDatabase(source.templateUrl, `flexplan_backup_from_${suffix}`);
      const toUrl = withDatabase(source.templateUrl, `flexplan_backup_to_${suffix}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists flexplan_backup_from_${suffix} with (force)`);
        await admin.query(`drop database if exists flexplan_backup_to_${suffix} with (force)`);
        await admin.end();
      });
      env = { from: { DATABASE_URL: fromUrl, DATA_DIR: sourceDir }, to: { DATABASE_URL: toUrl, DATA_DIR: restoredDir } };
      const open =
        (url: string): Query =>
        async (text) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(text)).rows;
          } finally {
            await client.end();
          }
        };
      sourceQuery = open(fromUrl);
      restoredQuery = open(toUrl);
    }

    const dataKey = { DATA_KEY: TEST_DATA_KEY.toString('hex') };
    const backedUp = await script('backup.mjs', { ...env.from, ...dataKey }, backup);
    expect(backedUp.stdout).toMatch(/backup .*: (pglite|postgres), \d+ tables, \d+ rows, \d+ files/);
    expect(backedUp.stdout).toContain('is NOT in the backup');
    // The key stays out of the backup: without it the restore refuses before writing anything.
    await expect(script('restore.mjs', env.to, backup)).rejects.toMatchObject({ stderr: expect.stringContaining('encrypted with data key') });
    const restored = await script('restore.mjs', { ...env.to, ...dataKey }, backup);
    expect(restored.stdout).toContain('every count and checksum equal');

    const before = await tableFigures(sourceQuery);
    const after = await tableFigures(restoredQuery);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['public.users']).toMatch(/^[1-9]\d* rows/);
    expect(after).toEqual(before);
    for (const file of ['documents', 'images']) expect(existsSync(path.join(restoredDir, 'storage', file))).toBe(true);
    expect(readFileSync(path.join(backup, 'manifest.json'), 'utf8')).toContain('"sha256"');

    // Never over live data: a second restore into the now non-empty target is refused.
    await expect(script('restore.mjs', { ...env.to, ...dataKey }, backup)).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });
  }, 120_000);

  it('backs up the embedded PostgreSQL (npm start’s default) with the server stopped, and restores every row into a fresh DATA_DIR', async () => {
    // Run as root, the server runs as the postgres user, who must be able to enter these folders.
    chmodSync(work, 0o755);
    const sourceDir = path.join(work, 'embedded-source');
    const restoredDir = path.join(work, 'embedded-restored');
    const backup = path.join(work, 'embedded-backup');
    const dataKey = { DATA_KEY: TEST_DATA_KEY.toString('hex') };
    const config = (dataDir: string) => ({ dataDir, DATABASE_URL: undefined, EMBEDDED_DATABASE: undefined, ...dataKey });
    const figuresOf = async (dataDir: string) => {
      const database = await openConfiguredDatabase(config(dataDir));
      try {
        return await tableFigures(async (text) => (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[]);
      } finally {
        await database.close();
      }
    };

    const source = await openConfiguredDatabase(config(sourceDir));
    try {
      await source.migrate();
      await source.db.execute(sql`create table backup_notes (note text)`);
      await source.db.execute(sql`insert into backup_notes values ('ñandú')`);
      // While a server runs on the folder, the backup refuses: a live copy could be torn.
      await expect(script('backup.mjs', { DATA_DIR: sourceDir, ...dataKey }, backup)).rejects.toMatchObject({
        stderr: expect.stringContaining('is in use by process'),
      });
    } finally {
      await source.close();
    }
    const backedUp = await script('backup.mjs', { DATA_DIR: sourceDir, ...dataKey }, backup);
    expect(backedUp.stdout).toMatch(/backup .*: embedded-postgres, \d+ tables, [1-9]\d* rows/);
    const restored = await script('restore.mjs', { DATA_DIR: restoredDir, ...dataKey }, backup);
    expect(restored.stdout).toContain('every count and checksum equal');

    const before = await figuresOf(sourceDir);
    expect(before['public.backup_notes']).toMatch(/^1 rows/);
    expect(await figuresOf(restoredDir)).toEqual(before);
  }, 120_000);
});
