import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs, loginRequest } from '../../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { oneRow, rowsOf } from '../../test/sql-rows';

const umbrella = {
  name: 'Umbrella',
  slug: 'umbrella',
  languages: ['en', 'es'],
  admin: { email: 'Alice.Admin@umbrella.test', firstName: 'Alice', lastName1: 'Abernathy', personalId: '12345678z' },
};

function welcomeTokenOf(mail: ParsedMail): string {
  const match = mail.text?.match(/http:\/\/umbrella\.localhost:3000\/welcome\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no welcome link on the new company’s host');
  return match[1];
}

/** The platform operator creates a company with its first administrator, and puts a company in maintenance. */
describe('the platform operator creates companies and sets maintenance', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let operator: Record<string, string>;
  const count = async (query: ReturnType<typeof sql>) => Number((await oneRow<{ n: number }>(t.database.db, query)).n);
  const companiesCount = () => count(sql`select count(*)::int as n from companies`);
  const create = (payload: unknown, headers = operator) =>
    t.app.inject({ method: 'POST', url: '/api/admin/platform/companies', headers, payload: payload as object });
  const maintenance = (id: number | string, payload: unknown, headers = operator) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/platform/companies/${id}/maintenance`, headers, payload: payload as object });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    operator = await loginAs(t.app, 'globex', 'operator@flexplan.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates the company, a default collective, default menu tiles and its administrator, who gets the welcome e-mail, sets a password and logs in on its host', async () => {
    const res = await create(umbrella);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ slug: 'umbrella', name: 'Umbrella' });
    const admin = await oneRow<{ role: string; email: string; language: string; collective: string; company_id: number }>(
      t.database.db,
      sql`select u.role, u.email, u.language, c.name as collective, u.company_id from users u join collectives c on c.id = u.collective_id where u.id = ${created.adminId}`,
    );
    expect(admin).toMatchObject({ role: 'company-admin', email: 'alice.admin@umbrella.test', language: 'en', collective: 'General' });
    expect(Number(admin.company_id)).toBe(created.id);

    const mail = await smtp.waitFor((m) => isSentTo(m, 'alice.admin@umbrella.test'));
    expect(mail.subject).toBe('Welcome to your flexible remuneration portal · Umbrella');
    // No password works until the link sets one.
    expect((await loginRequest(t.app, 'umbrella', 'alice.admin@umbrella.test')).statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${welcomeTokenOf(mail)}`,
      headers: { host: hostOf('umbrella') },
      payload: { newPassword: 'Umbrella2026', confirmPassword: 'Umbrella2026' },
    });
    expect(set.statusCode).toBe(200);
    const alice = await loginAs(t.app, 'umbrella', 'alice.admin@umbrella.test', 'Umbrella2026');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: alice })).json()).toMatchObject({
      role: 'company-admin',
      personalID: '12345678Z',
    });
    // A default main menu, so the first employees do not land on an empty page.
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu', headers: alice })).json();
    expect(menu.map((tile: { icon: string; link: string }) => [tile.icon, tile.link])).toEqual([
      ['info', '/home'],
      ['documents', '/documents'],
      ['compensation', '/compensation'],
    ]);
    expect(menu[0].name).toMatchObject({ en: 'My plan', es: 'Mi plan' });

    const log = await rowsOf<{ action: string; actor_role: string }>(
      t.database.db,
      sql`select action, actor_role from audit_log where company_id = ${created.id} order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['company.created', 'employee.welcomeSent', 'account.passwordChanged']);
    expect(log[0]!.actor_role).toBe('platform-operator');

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/platform/companies', headers: operator })).json();
    expect(list.items.find((c: { slug: string }) => c.slug === 'umbrella')).toMatchObject({ employeeCount: 1, contractCount: 0, maintenance: false });
  });

  it('refuses a subdomain already taken with 409 on the slug, and reserved or malformed ones with 400; nothing is created', async () => {
    const before = await companiesCount();
    const outbox = await count(sql`select count(*)::int as n from mail_outbox`);
    // Capitals and spaces are not a format error: the subdomain is trimmed and lower-cased, then found taken.
    for (const slug of ['umbrella', 'acme', 'Umbrella', ' ACME ']) {
      const taken = await create({ ...umbrella, slug, admin: { ...umbrella.admin, email: 'other@umbrella.test' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'COMPANY_SLUG_TAKEN', fields: { slug: 'errors.COMPANY_SLUG_TAKEN' } });
    }
    for (const [slug, message] of [
      ['flexplan', 'platform.validation.slugReserved'],
      ['www', 'platform.validation.slugReserved'],
      ['mail', 'platform.validation.slugReserved'],
      ['ab', 'platform.validation.slugFormat'],
      ['umb_rella', 'platform.validation.slugFormat'],
      ['-umbrella', 'platform.validation.slugFormat'],
      ['a'.repeat(41), 'platform.validation.slugFormat'],
    ]) {
      const res = await create({ ...umbrella, slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().fields).toEqual({ slug: message });
    }
    const bad = await create({ name: '', slug: 'ok-slug', languages: [], admin: { email: 'nope', firstName: '', lastName1: 'X', personalId: '12345678A' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['admin.email', 'admin.firstName', 'admin.personalId', 'languages', 'name']);
    expect(await companiesCount()).toBe(before);
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(outbox);
  });

  it('puts a company in maintenance and takes it out, each change audited in it; its host then answers 503', async () => {
    const acmeId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'acme'`)).id);
    const on = await maintenance(acmeId, { maintenance: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ maintenance: true });
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test')).statusCode).toBe(503);
    // The same state again changes nothing and writes no entry.
    expect((await maintenance(acmeId, { maintenance: true })).statusCode).toBe(200);
    expect((await maintenance(acmeId, { maintenance: false })).json()).toEqual({ maintenance: false });
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test')).statusCode).toBe(200);
    const log = await rowsOf<{ before: { maintenance: boolean }; after: { maintenance: boolean } }>(
      t.database.db,
      sql`select before, after from audit_log where company_id = ${acmeId} and action = 'company.maintenanceChanged' order by id`,
    );
    expect(log.map((e) => [e.before.maintenance, e.after.maintenance])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("refuses maintenance for the platform's own company or an unknown id (404) and a bad body (400)", async () => {
    const platformId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'flexplan'`)).id);
    expect((await maintenance(platformId, { maintenance: true })).statusCode).toBe(404);
    expect((await maintenance(2147483647, { maintenance: true })).statusCode).toBe(404);
    const bad = await maintenance(platformId, { maintenance: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('maintenance');
  });

  it('answers 404 to company administrators and employees, whatever they send', async () => {
    const before = await companiesCount();
    for (const caller of [await loginAs(t.app, 'acme', 'admin@acme.test'), await loginAs(t.app, 'acme', 'laura.martin@acme.test')]) {
      expect((await create({ ...umbrella, slug: 'umbrella-two' }, caller)).statusCode).toBe(404);
      expect((await create({}, caller)).statusCode).toBe(404);
      expect((await maintenance(1, { maintenance: true }, caller)).statusCode).toBe(404);
    }
    expect(await companiesCount()).toBe(before);
  });
});
