import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';
import { installStatementCapture, statementsOf } from '../../test/statement-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Each server process keeps its companies' rows and reads only their revision per request
 * (company.repository.ts). These changes are made in SQL, as another process or a person at psql
 * would make them: the next request must see them all the same.
 */
describe('the company row kept in memory', () => {
  let t: TestApp;
  const host = 'acme.localhost:3000';
  const company = () => t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host } });
  const setAcme = (assignment: ReturnType<typeof sql>) => t.database.db.execute(sql`update companies set ${assignment} where slug = 'acme'`);

  beforeAll(async () => {
    installStatementCapture();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is read whole once, then only its id and revision', async () => {
    await company();
    // The public rate limit's counter may be among them; of the company, the stamp alone.
    const ofCompanies = (await statementsOf(company)).map((s) => s.text).filter((text) => text.includes('"companies"'));
    expect(ofCompanies).toEqual(['select "id", "revision" from "companies" where "companies"."slug" = $1 limit $2']);
  });

  it('gets a new revision on every update, whoever makes it', async () => {
    const before = await oneRow<{ revision: number }>(t.database.db, sql`select revision from companies where slug = 'acme'`);
    await setAcme(sql`help_email = help_email`);
    await setAcme(sql`help_email = help_email`);
    const after = await oneRow<{ revision: number }>(t.database.db, sql`select revision from companies where slug = 'acme'`);
    expect(after.revision).toBe(before.revision + 2);
  });

  it('shows a change made elsewhere on the next request', async () => {
    expect((await company()).json().colorBar).toBe('#00205b');
    await setAcme(sql`color_bar = '#123456'`);
    expect((await company()).json().colorBar).toBe('#123456');
    await setAcme(sql`color_bar = '#00205b'`);
    expect((await company()).json().colorBar).toBe('#00205b');
  });

  it('closes a session route at once when the company goes into maintenance elsewhere', async () => {
    const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(200);
    await setAcme(sql`maintenance = true`);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(503);
    } finally {
      await setAcme(sql`maintenance = false`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(200);
  });
});
