import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

describe('ended sessions and reset tokens are purged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: 'sessions' | 'password_resets', where: ReturnType<typeof sql>) =>
    Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n);

  it('deletes the expired ones and keeps the live session working', async () => {
    const live = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('acme') }, payload: { email: 'marta.vidal@acme.test' } });
    // marta's session and reset token ended an hour ago.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 hour' where user_id = (select id from users where email = 'marta.vidal@acme.test')`,
    );
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 hour'`);
    expect(await count('sessions', sql`expires_at < now()`)).toBeGreaterThan(0);

    await t.app.housekeeping.run();

    expect(await count('sessions', sql`expires_at < now()`)).toBe(0);
    expect(await count('password_resets', sql`true`)).toBe(0);
    expect(await count('sessions', sql`expires_at >= now()`)).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: live })).statusCode).toBe(200);
  });
});
