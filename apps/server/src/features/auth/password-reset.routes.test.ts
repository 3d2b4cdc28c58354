import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs, loginRequest } from '../../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { hashToken } from '../../security/opaque-token';
import { oneRow } from '../../test/sql-rows';

function tokenOf(mail: ParsedMail): string {
  const match = mail.text?.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
}

describe('forgot and reset password, over real SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, company = 'acme') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf(company) }, payload: { email } });
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${token}`,
      headers: { host: hostOf('acme') },
      payload: { newPassword, confirmPassword },
    });

  it('answers the same for an unknown account and sends nothing', async () => {
    const known = await forgot('pablo.ruiz@acme.test');
    const unknown = await forgot('nobody@acme.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor((m) => isSentTo(m, 'pablo.ruiz'));
    await t.app.mail.flush();
    expect(smtp.messages.some((m) => isSentTo(m, 'nobody'))).toBe(false);
  });

  it("e-mails a single-use link in the user's language; the new password works and old sessions end", async () => {
    const oldSession = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await forgot('Laura.Martin@acme.test')).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'));
    expect(mail.subject).toContain('Restablece tu contraseña');
    expect(mail.text).toContain('http://acme.localhost:3000/reset-password?token=');
    const token = tokenOf(mail);
    expect(token.length).toBeGreaterThanOrEqual(10);

    expect((await reset(token, 'Nueva2026x')).statusCode).toBe(200);
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test', 'Nueva2026x')).statusCode).toBe(200);
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test', 'Flexible2026')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: oldSession })).statusCode).toBe(401);

    const again = await reset(token, 'Otra2026xx');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('setting the password logs the person in, as login does; not without the cookie consent the company requires', async () => {
    let from = smtp.messages.length;
    await forgot('laura.martin@acme.test');
    let token = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, from));
    // acme requires the consent: without it the password is set but no session is opened.
    const withoutConsent = await reset(token, 'Laura2026new');
    expect(withoutConsent.statusCode).toBe(200);
    expect(withoutConsent.json().token).toBeUndefined();
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test', 'Laura2026new')).statusCode).toBe(200);

    from = smtp.messages.length;
    await forgot('laura.martin@acme.test');
    token = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, from));
    const withConsent = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${token}`,
      headers: { host: hostOf('acme') },
      payload: { newPassword: 'Laura2026newer', confirmPassword: 'Laura2026newer', cookiesAccepted: 'v3' },
    });
    expect(withConsent.statusCode).toBe(200);
    const session = withConsent.json().token as string;
    expect(session).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { host: hostOf('acme'), authorization: `Bearer ${session}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('laura.martin@acme.test');
  });

  it('refuses a weak or mismatched new password and changes nothing', async () => {
    const from = smtp.messages.length;
    await forgot('marta.vidal@acme.test');
    const token = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'marta.vidal'), 10_000, from));
    const weak = await reset(token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ newPassword: 'validation.passwordPolicy' });
    const mismatch = await reset(token, 'Flexible2030', 'Flexible2031');
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'validation.passwordMismatch' });
    // The token was not spent by the refused attempts.
    expect((await reset(token, 'Flexible2030')).statusCode).toBe(200);
  });

  it('refuses a token that is too short, unknown or expired', async () => {
    expect((await reset('short', 'Flexible2030')).statusCode).toBe(400);
    const unknown = await reset('x'.repeat(43), 'Flexible2030');
    expect(unknown.json().code).toBe('RESET_TOKEN_INVALID');
    const from = smtp.messages.length;
    await forgot('joao.silva@globex.test', 'globex');
    const mail = await smtp.waitFor((m) => isSentTo(m, 'joao.silva'), 10_000, from);
    expect(mail.subject).toContain('Redefina a sua palavra-passe');
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${tokenOf(mail)}`,
      headers: { host: hostOf('globex') },
      payload: { newPassword: 'Flexible2030', confirmPassword: 'Flexible2030' },
    });
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('issuing a new link revokes the older one, before and after the newer is used', async () => {
    let from = smtp.messages.length;
    await forgot('sergio.lopez@acme.test');
    const older = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'sergio.lopez'), 10_000, from));
    from = smtp.messages.length;
    await forgot('sergio.lopez@acme.test');
    const newer = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'sergio.lopez'), 10_000, from));
    expect(newer).not.toBe(older);
    // The older link no longer works even before the newer one is used, and spending it changed nothing.
    const early = await reset(older, 'Antigua2026x');
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await loginRequest(t.app, 'acme', 'sergio.lopez@acme.test', 'Antigua2026x')).statusCode).toBe(401);

    expect((await reset(newer, 'Nueva2026xy')).statusCode).toBe(200);
    const late = await reset(older, 'Antigua2026x');
    expect(late.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await loginRequest(t.app, 'acme', 'sergio.lopez@acme.test', 'Nueva2026xy')).statusCode).toBe(200);
  });

  it('using a link spends every other outstanding link of that user', async () => {
    const from = smtp.messages.length;
    await forgot('david.moreno@acme.test');
    const sent = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'david.moreno'), 10_000, from));
    // A second live link, as two requests racing each other could leave behind.
    const user = await oneRow<{ user_id: number; company_id: number }>(
      t.database.db,
      sql`select user_id, company_id from password_resets where used_at is null and user_id = (select id from users where email = 'david.moreno@acme.test')`,
    );
    const other = 'o'.repeat(43);
    await t.database.db.execute(
      sql`insert into password_resets (company_id, user_id, token_hash, expires_at) values (${user.company_id}, ${user.user_id}, ${hashToken(other)}, now() + interval '1 hour')`,
    );
    expect((await reset(sent, 'Nueva2026xy')).statusCode).toBe(200);
    expect((await reset(other, 'Otra2026xyz')).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('two concurrent requests leave exactly one live link', async () => {
    const from = smtp.messages.length;
    const answers = await Promise.all([forgot('admin@acme.test'), forgot('admin@acme.test')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await smtp.waitFor((m) => isSentTo(m, 'admin@acme'), 10_000, from);
    const live = await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from password_resets where used_at is null and user_id = (select id from users where email = 'admin@acme.test')`,
    );
    expect(live.n).toBe(1);
  });

  it('a reset link of one company does not work on another', async () => {
    const from = smtp.messages.length;
    await forgot('pablo.ruiz@acme.test');
    const token = tokenOf(await smtp.waitFor((m) => isSentTo(m, 'pablo.ruiz'), 10_000, from));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${token}`,
      headers: { host: hostOf('globex') },
      payload: { newPassword: 'Flexible2030', confirmPassword: 'Flexible2030' },
    });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });
});
