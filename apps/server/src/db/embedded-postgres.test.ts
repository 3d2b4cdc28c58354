import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from './open-configured-database';
import { embeddedEngineOf } from './embedded-engine';
import { startEmbeddedPostgres } from './embedded-postgres';
import { rowsOf } from '../test/sql-rows';
import { TEST_DATA_KEY } from '../test/test-data-key';

// npm start's database when DATABASE_URL is unset: PostgreSQL 18 from npm, in DATA_DIR/postgres.
describe('the embedded PostgreSQL', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'flexplan-embedded-test-'));
  // Run as root, the server runs as the postgres user, who must be able to enter the folder.
  chmodSync(work, 0o755);
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const configOf = (dataDir: string) => ({ dataDir, DATABASE_URL: undefined, DATA_KEY: TEST_DATA_KEY.toString('hex'), EMBEDDED_DATABASE: undefined });

  it('creates its cluster in DATA_DIR, migrates, and keeps what was written across a stop and a start', async () => {
    const dataDir = path.join(work, 'kept');
    const first = await openConfiguredDatabase(configOf(dataDir));
    try {
      expect(first.kind).toBe('postgres');
      await first.migrate();
      await first.db.execute(sql`create table kept_across_restarts (note text)`);
      await first.db.execute(sql`insert into kept_across_restarts values ('ñandú')`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await openConfiguredDatabase(configOf(dataDir));
    try {
      expect(await second.ping()).toBe(true);
      const [row] = await rowsOf<{ note: string; version: string; upper: string }>(
        second.db,
        sql`select note, current_setting('server_version') as version, upper(note) as upper from kept_across_restarts`,
      );
      expect(row).toEqual({ note: 'ñandú', version: expect.stringMatching(/^18\./), upper: 'ÑANDÚ' });
      // Migrations already applied: a second migrate changes nothing and fails nothing.
      await second.migrate();
    } finally {
      await second.close();
    }
  }, 60_000);

  it('answers only on a socket of its own, and refuses a second server on the same folder while the first runs', async () => {
    const dir = path.join(work, 'one-owner', 'postgres');
    const server = await startEmbeddedPostgres(dir);
    const socketDir = decodeURIComponent(server.url.split('?host=')[1]!);
    try {
      expect(existsSync(path.join(socketDir, '.s.PGSQL.5432'))).toBe(true);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ listen: string }>(`select current_setting('listen_addresses') as listen`);
      await client.end();
      expect(rows[0]!.listen).toBe('');
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/is in use by process \d+/);
    } finally {
      await server.stop();
    }
    expect(existsSync(socketDir)).toBe(false);
  }, 60_000);

  it('keeps serving an older install’s PGlite folder, and starts new folders on PostgreSQL', () => {
    const old = path.join(work, 'old-install');
    mkdirSync(path.join(old, 'pgdata'), { recursive: true });
    expect(embeddedEngineOf(old, undefined)).toBe('postgres');
    // What PGlite leaves in its folder, as PostgreSQL does: the version file.
    writeFileSync(path.join(old, 'pgdata', 'PG_VERSION'), '17\n');
    expect(embeddedEngineOf(old, undefined)).toBe('pglite');
    expect(embeddedEngineOf(old, 'postgres')).toBe('postgres');
    expect(embeddedEngineOf(path.join(work, 'fresh'), undefined)).toBe('postgres');
    expect(embeddedEngineOf(path.join(work, 'fresh'), 'pglite')).toBe('pglite');
  });
});
