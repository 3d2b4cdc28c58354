import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../pglite-client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashPassword } from '../../security/password-hash';
import { createLocalStorage } from '../../storage/local-storage';
import { DEMO_PASSWORD, hostOf, loginRequest } from '../../test/auth-helpers';
import { dumpAsText } from '../../test/database-dump';
import { oneRow, rowsOf } from '../../test/sql-rows';
import { TEST_DATA_KEY, TEST_TODAY, testConfig } from '../../test/test-app';
import { migrationsFolder, openDatabase, type Database } from '../client';

/** The migrations an install had before personal data was encrypted (0000–0004). */
function migrationsBeforeEncryption(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'flexplan-migrations-0004-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === '0004_checkout');
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

const clear = { personalId: '98765432M', ban: 'ES9121000418450200051332', securityNumber: '281234567840', spouseId: '11223344B' };

describe('an install that kept personal data in clear, upgraded in place', () => {
  let client: PGlite;
  let database: Database;
  let app: FastifyInstance;
  const readUsers = () =>
    rowsOf<{ email: string; personal_id: string | null; ban: string | null; security_number: string | null; personal_id_blind_index: string | null }>(
      database.db,
      sql`select email, personal_id, ban, security_number, personal_id_blind_index from users order by id`,
    );

  beforeAll(async () => {
    client = newPglite();
    await migrate(drizzle(client), { migrationsFolder: migrationsBeforeEncryption() });
    // What the code before migration 0005 wrote: the values as typed, in clear.
    await client.query(`insert into companies (slug, name, brand, color_bar, color_titles, color, languages)
      values ('oldco', 'Old Co', 'flexplan', '#000', '#000', '#000', '{es}')`);
    const hash = await hashPassword(DEMO_PASSWORD);
    await client.query(
      `insert into users (company_id, email, personal_id, ban, security_number, password_hash, first_name, last_name1, phone, cookies_accepted)
      values (1, 'eva@oldco.test', $1, $2, $3, $4, 'Eva', 'Soler', '600000000', 'v3'),
             (1, 'noid@oldco.test', null, null, null, $4, 'Nil', 'Sense', '600000001', 'v3')`,
      [clear.personalId, clear.ban, clear.securityNumber, hash],
    );
    await client.query(
      `insert into family_members (company_id, user_id, relationship, first_name, last_name1, personal_id, birthday)
      values (1, 1, 'spouse', 'Pau', 'Roca', $1, '1980-01-01')`,
      [clear.spouseId],
    );
    expect(await dumpAsText(drizzle(client))).toContain(clear.ban);

    database = openDatabase({ pglite: client }, { dataKey: TEST_DATA_KEY });
    await database.migrate();
    app = await buildApp({
      config: testConfig({ DEFAULT_COMPANY: 'oldco' }),
      database,
      storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-old-'))),
      webRoot: null,
      now: () => TEST_TODAY,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves none of the values in clear, and gives the personal ID its blind index', async () => {
    const dump = await dumpAsText(database.db);
    expect(Object.values(clear).filter((value) => dump.includes(value))).toEqual([]);
    const [eva, noId] = await readUsers();
    expect([eva!.personal_id, eva!.ban, eva!.security_number]).toEqual([
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
    ]);
    expect(eva!.personal_id_blind_index).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(noId).toMatchObject({ personal_id: null, ban: null, security_number: null, personal_id_blind_index: null });
    const constraint = await oneRow<{ convalidated: boolean }>(
      database.db,
      sql`select convalidated from pg_constraint where conname = 'users_personal_id_blind_index_check'`,
    );
    expect(constraint.convalidated).toBe(true);
  });

  it('changes nothing when it runs again (rows already v1: are left alone)', async () => {
    const before = await readUsers();
    await database.migrate();
    expect(await readUsers()).toEqual(before);
  });

  it('logs in by the personal ID, whatever its case and spaces, and answers the owner the values as they were', async () => {
    const login = await loginRequest(app, 'oldco', ' 98765432m ');
    expect(login.statusCode).toBe(200);
    const headers = { host: hostOf('oldco'), authorization: `Bearer ${login.json().token}` };
    const profile = (await app.inject({ method: 'GET', url: '/api/profile', headers })).json();
    expect(profile).toMatchObject({ personalID: clear.personalId, BAN: clear.ban, securityNumber: clear.securityNumber });
    const family = (await app.inject({ method: 'GET', url: '/api/families', headers })).json() as { personalID: string }[];
    expect(family.map((m) => m.personalID)).toEqual([clear.personalId, clear.spouseId]);
  });

  it('keeps two users of one company from sharing a personal ID through the blind index', async () => {
    const eva = await oneRow<{ personal_id_blind_index: string }>(database.db, sql`select personal_id_blind_index from users where email = 'eva@oldco.test'`);
    await expect(
      client.query(
        `insert into users (company_id, email, personal_id, personal_id_blind_index, password_hash, first_name, last_name1)
      values (1, 'twin@oldco.test', 'v1:x', $1, 'x', 'Twin', 'Soler')`,
        [eva.personal_id_blind_index],
      ),
    ).rejects.toThrow(/users_company_personal_id_key/);
    await expect(
      client.query(`insert into users (company_id, email, personal_id, password_hash, first_name, last_name1)
      values (1, 'noindex@oldco.test', 'v1:x', 'x', 'No', 'Index')`),
    ).rejects.toThrow(/users_personal_id_blind_index_check/);
  });
});
