import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../pglite-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, TEST_DATA_KEY } from '../../test/test-app';
import { dumpAsText } from '../../test/database-dump';
import { copyOfTemplate } from '../../test/template-copy';
import { openDatabase, type Database } from '../client';
import { seedDemoData } from '../seed/seed';
import { demoUsers } from '../seed/demo-users';
import { createLocalStorage } from '../../storage/local-storage';

/** Every IBAN, social security number and personal ID (employees' and families') the seed writes. */
const seededSecrets = [
  ...new Set(
    demoUsers.flatMap((u) => [u.personalId, u.ban, u.securityNumber, ...(u.family ?? []).map((m) => m.personalId)]).filter((v): v is string => Boolean(v)),
  ),
];

const inClear = (dump: string) => seededSecrets.filter((secret) => dump.toUpperCase().includes(secret.toUpperCase()));

describe('personal data at rest', () => {
  it('the seed writes IBANs, social security numbers and personal IDs to look for', () => {
    expect(seededSecrets.length).toBeGreaterThanOrEqual(20);
    expect(demoUsers.some((u) => u.ban) && demoUsers.some((u) => u.securityNumber)).toBe(true);
  });

  describe('in the seeded database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it('no table holds any of them in clear', async () => {
      const dump = await dumpAsText(database.db);
      expect(dump).toContain('laura.martin@acme.test');
      expect(inClear(dump)).toEqual([]);
    });
  });

  // The API tests on PostgreSQL (TEST_DATABASE_URL, as CI runs them): a copy of the seeded template as
  // pg_dump writes it. A copy, not the template: a session on the template stops other files copying it.
  const source = inject('testDatabase');
  it.runIf(source.kind === 'postgres' && existsSync('/usr/bin/pg_dump'))('pg_dump of the seeded PostgreSQL database holds none of them in clear', async () => {
    if (source.kind !== 'postgres') return;
    const url = await copyOfTemplate(source, `${source.prefix}at_rest_${process.pid}`);
    const dump = execFileSync('pg_dump', ['--no-owner', '--dbname', url], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(dump).toContain('laura.martin@acme.test');
    expect(inClear(dump)).toEqual([]);
  });

  describe('in the embedded database files', () => {
    let client: PGlite;
    let database: Database;
    beforeAll(async () => {
      client = newPglite();
      database = openDatabase({ pglite: client }, { dataKey: TEST_DATA_KEY });
      await database.migrate();
      await seedDemoData(database.db, createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-at-rest-'))), new Date('2026-06-15T10:00:00Z'));
    });
    afterAll(async () => {
      await database.close();
    });

    it('the data directory (tables, indexes and write-ahead log) holds none of them in clear', async () => {
      const files = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()).toString('latin1');
      expect(files).toContain('laura.martin@acme.test');
      expect(inClear(files)).toEqual([]);
    });
  });
});
