import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';
import { installStatementCapture, statementsOf } from '../../test/statement-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The sessions each process keeps (session-cache.ts), as production runs them (`on`): a kept
 * session is not looked up again, and every change that ends or alters it reaches the process
 * through migration 0016's notifications, whether a route made it or SQL did.
 */
describe('the sessions a process keeps, on a real database', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  const bags = (headers: Record<string, string>) => t.app.inject({ url: '/api/bags', headers });
  const lauraId = () => oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'laura.martin@acme.test'`);
  const touchesSessions = (text: string) => text.includes('"sessions"');

  beforeAll(async () => {
    installStatementCapture();
    // The mail worker's pass would add its statements to a count.
    // Without kept reads (plugins/kept-reads.routes.test.ts): a read's own statement shows the session was not looked up.
    t = await createTestApp({ SESSION_CACHE: 'on', READ_CACHE: false, MAIL_POLL_MS: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`update users set deactivated_at = null where email = 'laura.martin@acme.test'`);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await bags(laura)).statusCode).toBe(200);
  });

  it('answers a kept session without looking it up: the read sends its own statement only', async () => {
    const statements = await statementsOf(() => bags(laura));
    expect(statements.filter((s) => touchesSessions(s.text))).toEqual([]);
    expect(statements).toHaveLength(1);
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

  // Made in SQL, as another process or a person at psql would: migration 0016's notification
  // arrives on its own; the barrier only waits for it, as any write request of this process does.
  it.each([
    ['a revoked session', sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'laura.martin@acme.test')`, 401],
    ['a deleted session', sql`delete from sessions where user_id = (select id from users where email = 'laura.martin@acme.test')`, 401],
    ['a deactivated account', sql`update users set deactivated_at = now() where email = 'laura.martin@acme.test'`, 401],
    ['a deprecated password (a restricted session)', sql`update users set is_password_deprecated = true where email = 'laura.martin@acme.test'`, 403],
    ['a company in maintenance', sql`update companies set maintenance = true where slug = 'acme'`, 503],
  ])('drops the kept session on %s changed in SQL', async (_name, change, status) => {
    try {
      await t.database.db.execute(change);
      await t.app.sessionCache.barrier();
      expect((await bags(laura)).statusCode).toBe(status);
    } finally {
      await t.database.db.execute(sql`update companies set maintenance = false where slug = 'acme'`);
      await t.database.db.execute(sql`update users set is_password_deprecated = false where email = 'laura.martin@acme.test'`);
    }
  });

  it('keeps the session through a change of what it does not carry', async () => {
    await t.database.db.execute(sql`update users set last_name1 = 'Martín' where email = 'laura.martin@acme.test'`);
    await t.app.sessionCache.barrier();
    const statements = await statementsOf(() => bags(laura));
    expect(statements.filter((s) => touchesSessions(s.text))).toEqual([]);
  });
});
