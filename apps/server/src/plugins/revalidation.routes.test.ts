import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { oneRow } from '../test/sql-rows';
import { installStatementCapture, statementsOf } from '../test/statement-capture';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

const reads = ['/api/profile', '/api/bags', '/api/bags?year=2027', '/api/my-contracts', '/api/modalities/by-category/health-insurance'];

/**
 * Revalidated reads (plugins/revalidation.ts): a strong ETag made of the versions the writes move in
 * their own transactions (migration 0023), so a change made by a route or in SQL, as another
 * process or a person at psql would, changes the tag of every answer it changes.
 */
describe('the ETag of the hot reads, on a real database', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let admin: Record<string, string>;
  const get = (url: string, headers = laura) => t.app.inject({ url, headers });
  const tagOf = async (url: string, headers = laura) => {
    const answer = await get(url, headers);
    expect(answer.statusCode).toBe(200);
    return String(answer.headers.etag);
  };
  const revalidate = (url: string, etag: string, headers = laura) => get(url, { ...headers, 'if-none-match': etag });
  const change = (statement: SQL) => t.database.db.execute(statement);

  beforeAll(async () => {
    installStatementCapture();
    t = await createTestApp({ MAIL_POLL_MS: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });

  it.each(reads)('tags %s, may be kept by this browser only, and answers 304 to its tag after the session statement alone', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    let again!: Awaited<ReturnType<typeof get>>;
    const statements = await statementsOf(async () => (again = await revalidate(url, String(first.headers.etag))));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(statements).toHaveLength(1);
    // A tag of another answer is a full read.
    expect((await revalidate(url, '"another"')).statusCode).toBe(200);
  });

  it("tags the administrator's list per page and query, and answers 304 to its tag", async () => {
    const page = await tagOf('/api/admin/employees?pageSize=5', admin);
    expect((await revalidate('/api/admin/employees?pageSize=5', page, admin)).statusCode).toBe(304);
    expect((await revalidate('/api/admin/employees?pageSize=6', page, admin)).statusCode).toBe(200);
  });

  it("changes the administrator's list's tag when one person of the company changes, and not an employee's", async () => {
    const list = await tagOf('/api/admin/employees?pageSize=200', admin);
    const bags = await tagOf('/api/bags');
    await change(sql`update users set last_name1 = 'Revalidated' where email = 'pablo.ruiz@acme.test'`);
    const after = await revalidate('/api/admin/employees?pageSize=200', list, admin);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Revalidated');
    expect((await revalidate('/api/bags', bags)).statusCode).toBe(304);
  });

  it.each([
    ["her own row, in a column the cart's version used to leave out", sql`update users set language = 'ca' where email = 'laura.martin@acme.test'`],
    ['her family', sql`update family_members set first_name = first_name || 'x' where user_id = (select id from users where email = 'laura.martin@acme.test')`],
    ['her products', sql`update user_products set is_active = not is_active where user_id = (select id from users where email = 'laura.martin@acme.test')`],
    ["the company's catalogue", sql`update benefits set name = name where company_id = (select id from companies where slug = 'acme')`],
    ["the company's offices", sql`update offices set name = name where company_id = (select id from companies where slug = 'acme')`],
    ['the company row', sql`update companies set cut_off_day = cut_off_day where slug = 'acme'`],
  ])('changes the profile and bags tags after a change of %s made in SQL', async (_name, statement) => {
    const profile = await tagOf('/api/profile');
    const bags = await tagOf('/api/bags');
    await change(statement);
    expect((await revalidate('/api/profile', profile)).statusCode).toBe(200);
    expect((await revalidate('/api/bags', bags)).statusCode).toBe(200);
    await change(sql`update users set language = 'es' where email = 'laura.martin@acme.test'`);
  });

  it('changes the tag of a write through a route for the very next read', async () => {
    const before = await tagOf('/api/profile');
    const updated = await t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers: laura, payload: { done: true } });
    expect(updated.statusCode).toBe(204);
    const after = await revalidate('/api/profile', before);
    expect(after.statusCode).toBe(200);
    expect(after.json().isOnboardingTourDone).toBe(true);
  });

  it("never revalidates one session's tag for another session, nor one user's for another", async () => {
    const etag = await tagOf('/api/profile');
    const other = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await revalidate('/api/profile', etag, other)).statusCode).toBe(200);
    const pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    const answer = await revalidate('/api/profile', etag, pablo);
    expect(answer.statusCode).toBe(200);
    const { id } = await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'pablo.ruiz@acme.test'`);
    expect(answer.json().id).toBe(id);
  });

  it('tags no write, and no refused read', async () => {
    const write = await t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers: laura, payload: { done: true } });
    expect(write.headers.etag).toBeUndefined();
    const refused = await get('/api/modalities/by-category/no-such-category');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the ETag of the hot reads on another business day', () => {
  it('changes with the day: the answers read today', async () => {
    let now = TEST_TODAY;
    const t = await createTestApp({ MAIL_POLL_MS: 60_000 }, () => now);
    try {
      const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const etag = String((await t.app.inject({ url: '/api/bags', headers: laura })).headers.etag);
      now = new Date(TEST_TODAY.getTime() + 24 * 3600_000);
      expect((await t.app.inject({ url: '/api/bags', headers: { ...laura, 'if-none-match': etag } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
