import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';
import { installStatementCapture, statementsOf } from '../../test/statement-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every authenticated request checks its session and company in the database, in one statement
 * (plugins/company.ts): whatever ends or changes a session, made by a route or in SQL as another
 * process or a person at psql would, holds for the very next request, with nothing to wait for.
 */
describe('the session check of every request, on a real database', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  const bags = (headers: Record<string, string>) => t.app.inject({ url: '/api/bags', headers });
  const lauraId = () => oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'laura.martin@acme.test'`);

  beforeAll(async () => {
    installStatementCapture();
    // The mail worker's pass would add its statements to a count.
    t = await createTestApp({ MAIL_POLL_MS: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`update users set deactivated_at = null where email = 'laura.martin@acme.test'`);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await bags(laura)).statusCode).toBe(200);
  });

  it('looks the session up with the company in one statement, then runs the read', async () => {
    const statements = await statementsOf(() => bags(laura));
    expect(statements).toHaveLength(2);
    expect(statements[0]!.text).toContain('"sessions"');
    expect(statements[0]!.text).toContain('"companies"');
  });

  it('ends the session for the very next request after a logout through the route', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: laura })).statusCode).toBe(204);
    expect((await bags(laura)).statusCode).toBe(401);
  });

  it("ends the employee's session for the very next request after an admin deactivates them", async () => {
    const admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const { id } = await lauraId();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/employees/${id}/deactivate`, headers: admin })).statusCode).toBe(200);
    expect((await bags(laura)).statusCode).toBe(401);
  });

  it.each([
    ['a revoked session', sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'laura.martin@acme.test')`, 401],
    ['a deleted session', sql`delete from sessions where user_id = (select id from users where email = 'laura.martin@acme.test')`, 401],
    ['an expired session', sql`update sessions set expires_at = now() where user_id = (select id from users where email = 'laura.martin@acme.test')`, 401],
    ['a deactivated account', sql`update users set deactivated_at = now() where email = 'laura.martin@acme.test'`, 401],
    ['a deprecated password (a restricted session)', sql`update users set is_password_deprecated = true where email = 'laura.martin@acme.test'`, 403],
    ['a company in maintenance', sql`update companies set maintenance = true where slug = 'acme'`, 503],
  ])('refuses the very next request after %s changed in SQL', async (_name, change, status) => {
    try {
      await t.database.db.execute(change);
      expect((await bags(laura)).statusCode).toBe(status);
    } finally {
      await t.database.db.execute(sql`update companies set maintenance = false where slug = 'acme'`);
      await t.database.db.execute(sql`update users set is_password_deprecated = false where email = 'laura.martin@acme.test'`);
    }
  });

  it("never answers a revalidation (304) to a session that has ended, even with the read's current ETag", async () => {
    const etag = String((await bags(laura)).headers.etag);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: laura })).statusCode).toBe(204);
    expect((await bags({ ...laura, 'if-none-match': etag })).statusCode).toBe(401);
  });
});
