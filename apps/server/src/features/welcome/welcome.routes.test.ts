import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs, loginRequest } from '../../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { oneRow } from '../../test/sql-rows';

function tokenOf(mail: ParsedMail): string {
  const match = mail.text?.match(/\/welcome\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no welcome link in the e-mail');
  return match[1];
}

/** The administrator's welcome e-mail, a single-use link valid 7 days that sets the password. */
describe('the welcome e-mail, over real SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let acmeAdmin: Record<string, string>;
  const ids = { pablo: 0, marta: 0, sergio: 0, david: 0, joao: 0 };
  const idOf = async (email: string) => Number((await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`)).id);
  const count = async (query: ReturnType<typeof sql>) => Number((await oneRow<{ n: number }>(t.database.db, query)).n);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    ids.pablo = await idOf('pablo.ruiz@acme.test');
    ids.marta = await idOf('marta.vidal@acme.test');
    ids.sergio = await idOf('sergio.lopez@acme.test');
    ids.david = await idOf('david.moreno@acme.test');
    ids.joao = await idOf('joao.silva@globex.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const welcome = (id: number | string, headers = acmeAdmin) => t.app.inject({ method: 'POST', url: `/api/admin/employees/${id}/welcome`, headers });
  const setPassword = (token: string, newPassword: string, company = 'acme') =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${token}`,
      headers: { host: hostOf(company) },
      payload: { newPassword, confirmPassword: newPassword },
    });
  /** Sends and waits for the e-mail that arrives for this person. */
  async function sendAndReceive(id: number, to: string): Promise<ParsedMail> {
    const from = smtp.messages.length;
    const res = await welcome(id);
    expect(res.statusCode).toBe(200);
    return smtp.waitFor((m) => isSentTo(m, to), 10_000, from);
  }

  it("sends a link through the outbox in the person's language; it sets the password once, and the person logs in", async () => {
    const outboxBefore = await count(sql`select count(*)::int as n from mail_outbox`);
    const mail = await sendAndReceive(ids.pablo, 'pablo.ruiz');
    // Pablo chose Catalan.
    expect(mail.subject).toContain('Et donem la benvinguda');
    expect(mail.text).toContain('http://acme.localhost:3000/welcome?token=');
    expect(mail.text).toContain('7 dies');
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(outboxBefore + 1);
    const token = tokenOf(mail);

    expect((await setPassword(token, 'Bienvenida2026')).statusCode).toBe(200);
    expect((await loginRequest(t.app, 'acme', 'pablo.ruiz@acme.test', 'Bienvenida2026')).statusCode).toBe(200);
    const again = await setPassword(token, 'OtraVez2026x');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');

    const log = (await t.app.inject({ method: 'GET', url: `/api/admin/audit/employees/${ids.pablo}`, headers: acmeAdmin })).json();
    const actions = log.items.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['account.passwordChanged', 'employee.welcomeSent']);
    expect(log.items[0].after).toMatchObject({ via: 'welcome-link' });
    expect(log.items[1]).toMatchObject({
      actorRole: 'company-admin',
      table: 'users',
      rowId: ids.pablo,
      after: { email: 'pablo.ruiz@acme.test', language: 'ca' },
    });
  });

  it('a re-send invalidates the earlier link', async () => {
    const older = tokenOf(await sendAndReceive(ids.marta, 'marta.vidal'));
    const newer = tokenOf(await sendAndReceive(ids.marta, 'marta.vidal'));
    expect(newer).not.toBe(older);
    expect((await setPassword(older, 'Antigua2026x')).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await setPassword(newer, 'Nueva2026xy')).statusCode).toBe(200);
    expect((await loginRequest(t.app, 'acme', 'marta.vidal@acme.test', 'Nueva2026xy')).statusCode).toBe(200);
  });

  it('lasts 7 days: a link 7 days old less a minute works, one 7 days and a second old does not', async () => {
    const userId = ids.sergio;
    // The link's clock is the database's now(): a week passing is the link's instants moved a week back.
    const age = (interval: string) =>
      t.database.db.execute(
        sql`update password_resets set created_at = created_at - ${interval}::interval, expires_at = expires_at - ${interval}::interval where user_id = ${userId} and used_at is null`,
      );
    const first = tokenOf(await sendAndReceive(userId, 'sergio.lopez'));
    const row = await oneRow<{ days: number; purpose: string }>(
      t.database.db,
      sql`select extract(epoch from expires_at - created_at) / 86400 as days, purpose from password_resets where user_id = ${userId} and used_at is null`,
    );
    expect(Math.round(Number(row.days) * 1000) / 1000).toBe(7);
    expect(row.purpose).toBe('welcome');
    await age('6 days 23 hours 59 minutes');
    expect((await setPassword(first, 'Semana2026xx')).statusCode).toBe(200);

    const second = tokenOf(await sendAndReceive(userId, 'sergio.lopez'));
    await age('7 days 1 second');
    const expired = await setPassword(second, 'Tarde2026xxx');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await loginRequest(t.app, 'acme', 'sergio.lopez@acme.test', 'Semana2026xx')).statusCode).toBe(200);
  });

  it("writes in the company's first language when the person chose none", async () => {
    await t.database.db.execute(sql`update users set language = null where id = ${ids.david}`);
    await t.database.db.execute(sql`update companies set languages = array['ca', 'es'] where slug = 'acme'`);
    const mail = await sendAndReceive(ids.david, 'david.moreno');
    expect(mail.subject).toContain('Et donem la benvinguda');
    await t.database.db.execute(sql`update companies set languages = array['es', 'ca', 'en', 'pt'] where slug = 'acme'`);
  });

  it("answers 404 for another company's employee, an unknown id and an employee caller; 400 for a bad id; nothing is sent", async () => {
    const outbox = await count(sql`select count(*)::int as n from mail_outbox`);
    const audit = await count(sql`select count(*)::int as n from audit_log`);
    expect((await welcome(ids.joao)).statusCode).toBe(404);
    expect((await welcome(2147483647)).statusCode).toBe(404);
    const bad = await welcome('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await welcome(ids.david, await loginAs(t.app, 'acme', 'laura.martin@acme.test'))).statusCode).toBe(404);
    // globex's administrator on acme's person: another company's id.
    expect((await welcome(ids.david, await loginAs(t.app, 'globex', 'admin@globex.test'))).statusCode).toBe(404);
    // The operator before switching acts on no company.
    const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    expect((await welcome(ids.david, operator)).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(outbox);
    expect(await count(sql`select count(*)::int as n from audit_log`)).toBe(audit);
  });

  it('answers 409 for a person without an e-mail, and the operator switched to the company may send', async () => {
    await t.database.db.execute(sql`update users set email = null where id = ${ids.sergio}`);
    const res = await welcome(ids.sergio);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMPLOYEE_WITHOUT_EMAIL');

    const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    const acmeId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'acme'`)).id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/platform/companies/${acmeId}/switch`, headers: operator })).statusCode).toBe(200);
    const from = smtp.messages.length;
    expect((await welcome(ids.david, operator)).statusCode).toBe(200);
    await smtp.waitFor((m) => isSentTo(m, 'david.moreno'), 10_000, from);
  });
});
