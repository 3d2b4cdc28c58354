import { syncHeader } from '@flexplan/domain/api/sync-header';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { oneRow } from '../test/sql-rows';
import { installStatementCapture, statementsOf } from '../test/statement-capture';
import { createTestApp, type TestApp } from '../test/test-app';

const laurasRow = sql`(select id from users where email = 'laura.martin@acme.test')`;

/**
 * Kept reads (plugins/kept-reads.ts) as production runs them (`on`): a repeated read is answered
 * without a statement, byte for byte as before, and any change to a row it was read from, made by a
 * route or in SQL as another process would, reaches the next read (migration 0017's notifications).
 */
describe('the answers a process keeps for the hot reads, on a real database', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let admin: Record<string, string>;
  const get = (url: string, headers = laura) => t.app.inject({ url, headers });
  const changeInSql = async (change: SQL) => {
    await t.database.db.execute(change);
    // What any write request of this process waits for before answering: the change's notification.
    await t.app.sessionCache.barrier();
  };

  beforeAll(async () => {
    installStatementCapture();
    t = await createTestApp({ SESSION_CACHE: 'on', MAIL_POLL_MS: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });

  it.each(['/api/profile', '/api/bags', '/api/bags?year=2027', '/api/my-contracts', '/api/modalities/by-category/health-insurance'])(
    'answers %s again without a statement, with the same body and headers',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      let again!: Awaited<ReturnType<typeof get>>;
      expect(await statementsOf(async () => (again = await get(url)))).toEqual([]);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      const { date: _date, 'x-request-id': _id, ...headers } = first.headers;
      const { date: _againDate, 'x-request-id': _againId, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(headers);
    },
  );

  it("keeps the administrator's list of people, per page and query", async () => {
    const page = await get('/api/admin/employees?pageSize=5', admin);
    expect(page.statusCode).toBe(200);
    expect(await statementsOf(() => get('/api/admin/employees?pageSize=5', admin))).toEqual([]);
    expect((await statementsOf(() => get('/api/admin/employees?pageSize=6', admin))).length).toBeGreaterThan(0);
  });

  // Each change shows in the next answer, or (null) at least sends the read to the database again.
  it.each<[string, SQL, string, ((body: string) => boolean) | null]>([
    ["the user's own row", sql`update users set city = 'Zaragoza' where id = ${laurasRow}`, '/api/profile', (b) => b.includes('Zaragoza')],
    [
      'a contract of the user',
      sql`update contracts set additional_info = '{"note": "kept-read check"}' where user_id = ${laurasRow} and status = 'contracted'`,
      '/api/my-contracts',
      (b) => b.includes('kept-read check'),
    ],
    [
      "an item of the user's contract",
      sql`update contract_items set price = price + 1 where contract_id in (select id from contracts where user_id = ${laurasRow} and status = 'contracted')`,
      '/api/my-contracts',
      (b) => b.includes('"items"'),
    ],
    [
      "the company's benefit",
      sql`update benefits set name = jsonb_set(name, '{es}', '"Salud kept-read"') where company_id = (select company_id from users where id = ${laurasRow})`,
      '/api/modalities/by-category/health-insurance',
      (b) => b.includes('Salud kept-read'),
    ],
    ["the company's own row", sql`update companies set cut_off_day = 3 where slug = 'acme'`, '/api/bags', null],
    [
      "the user's product switch",
      sql`update user_products set is_active = not is_active where user_id = ${laurasRow}`,
      '/api/profile',
      (b) => b.includes('"products"'),
    ],
  ])('reads again after a change to %s made in SQL', async (_name, change, url, shows) => {
    const before = (await get(url)).body;
    await changeInSql(change);
    const statements = await statementsOf(async () => {
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      if (!shows) return;
      expect(shows(after.body)).toBe(true);
      expect(after.body).not.toBe(before);
    });
    expect(statements.length).toBeGreaterThan(0);
  });

  it("drops the administrator's list when any one person of the company changes, and nobody else's answers", async () => {
    const before = (await get('/api/admin/employees?pageSize=200', admin)).body;
    expect((await get('/api/bags', laura)).statusCode).toBe(200);
    await changeInSql(sql`update users set last_name1 = 'Kept-Read' where email = 'pablo.ruiz@acme.test'`);
    const after = await get('/api/admin/employees?pageSize=200', admin);
    expect(after.body).not.toBe(before);
    expect(after.body).toContain('Kept-Read');
    // Laura's bags are hers alone: another person's row leaves them kept.
    expect(await statementsOf(() => get('/api/bags', laura))).toEqual([]);
  });

  it('answers a write through a route with its effect on the very next read', async () => {
    const before = (await get('/api/profile')).body;
    const updated = await t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers: laura, payload: { done: true } });
    expect(updated.statusCode).toBe(204);
    const after = (await get('/api/profile')).body;
    expect(JSON.parse(after).isOnboardingTourDone).toBe(true);
    expect(after).not.toBe(before);
  });

  it("answers from the database while the client's last write, on any process, has not reached this one", async () => {
    await get('/api/profile');
    const updated = await t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers: laura, payload: { done: true } });
    const sync = updated.headers[syncHeader];
    expect(sync).toMatch(/^[0-9a-f-]{36}:\d+$/);
    await get('/api/profile');
    // This process has seen its own write's sync: the kept answer serves.
    expect(await statementsOf(() => get('/api/profile', { ...laura, [syncHeader]: String(sync) }))).toEqual([]);
    // A write answered by a process whose sync has not arrived here (or never will): read again.
    for (const unseen of ['3f1e2d4c-0000-4000-8000-000000000000:1', `${String(sync).split(':')[0]}:999999`, 'not-a-sync']) {
      const statements = await statementsOf(() => get('/api/profile', { ...laura, [syncHeader]: unseen }));
      expect(statements.length, unseen).toBeGreaterThan(0);
    }
  });

  it("never answers one session's read to another session, even of the same user", async () => {
    await get('/api/profile');
    const other = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await statementsOf(() => get('/api/profile', other))).length).toBeGreaterThan(0);
    const { id } = await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'pablo.ruiz@acme.test'`);
    expect(JSON.parse((await get('/api/profile', other)).body).id).not.toBe(id);
  });

  it('keeps nothing for a session that has ended', async () => {
    await get('/api/profile');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: laura })).statusCode).toBe(204);
    expect((await get('/api/profile')).statusCode).toBe(401);
  });
});

describe('kept reads turned off (READ_CACHE=off)', () => {
  let t: TestApp;

  beforeAll(async () => {
    installStatementCapture();
    t = await createTestApp({ SESSION_CACHE: 'on', READ_CACHE: false, MAIL_POLL_MS: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the database on every request', async () => {
    const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    await t.app.inject({ url: '/api/profile', headers: laura });
    expect(await statementsOf(() => t.app.inject({ url: '/api/profile', headers: laura }))).toHaveLength(1);
  });
});
