import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, encryptPassword, loginAs, loginRequest } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

/**
 * A stolen session must not become a takeover. Changing the password, the
 * e-mail or the bank account asks for the current password; a password change ends the other
 * sessions; an e-mail or bank-account change is told to the old address.
 */
describe('profile: the current password guards the password, the e-mail and the bank account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const encrypted = (password: string, company = 'acme') => encryptPassword(t.app, company, password);
  type OutboxRow = { to: string; subject: string; text: string; html: string };
  const outboxTo = async (address: string) =>
    rowsOf<OutboxRow>(t.database.db, sql`select "to", subject, text, html from mail_outbox where lower("to") = lower(${address}) order by id`);
  const outboxCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`)).n);

  describe('POST /api/profile/password', () => {
    it('refuses a change without the current password, on its field, and keeps the old password', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const res = await post('/api/profile/password', headers, { password: 'Laura2026new', repeat_password: 'Laura2026new' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ currentPassword: 'validation.required' });
      expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test')).statusCode).toBe(200);
    });

    it('refuses a wrong current password with 400 (never 401, which logs the browser out) and its code on the field', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const res = await post('/api/profile/password', headers, {
        currentPassword: await encrypted('Wrong2026x'),
        password: 'Laura2026new',
        repeat_password: 'Laura2026new',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', fields: { currentPassword: 'errors.CURRENT_PASSWORD_WRONG' } });
      // The session is still alive and the password unchanged.
      expect((await get('/api/profile', headers)).statusCode).toBe(200);
      expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test', 'Laura2026new')).statusCode).toBe(401);
    });

    it('refuses a current password sent in the clear: it must be encrypted as at login', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const res = await post('/api/profile/password', headers, { currentPassword: DEMO_PASSWORD, password: 'Laura2026new', repeat_password: 'Laura2026new' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CURRENT_PASSWORD_WRONG');
    });

    it('changes it with the current password and ends every other session of the user, keeping this one', async () => {
      const other = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
      const another = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
      const current = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
      const someoneElse = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const res = await post('/api/profile/password', current, {
        currentPassword: await encrypted(DEMO_PASSWORD),
        password: 'David2026new',
        repeat_password: 'David2026new',
      });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/profile', other)).statusCode).toBe(401);
      expect((await get('/api/profile', another)).statusCode).toBe(401);
      expect((await get('/api/profile', current)).statusCode).toBe(200);
      expect((await get('/api/profile', someoneElse)).statusCode).toBe(200);
      expect((await loginRequest(t.app, 'acme', 'david.moreno@acme.test', 'David2026new')).statusCode).toBe(200);
      expect((await loginRequest(t.app, 'acme', 'david.moreno@acme.test')).statusCode).toBe(401);
    });

    it('asks a user whose password expired for the current one too: they logged in with it', async () => {
      const headers = await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
      const missing = await post('/api/profile/password', headers, { password: 'Marta2026x', repeat_password: 'Marta2026x' });
      expect(missing.json().fields).toEqual({ currentPassword: 'validation.required' });
      const res = await post('/api/profile/password', headers, {
        currentPassword: await encrypted(DEMO_PASSWORD),
        password: 'Marta2026x',
        repeat_password: 'Marta2026x',
      });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/profile', headers)).json().isPasswordDeprecated).toBe(false);
    });

    it('throttles guesses of the current password like login: 429 after five, even for the right one', async () => {
      const headers = await loginAs(t.app, 'globex', 'ines.ferreira@globex.test');
      const wrong = await encrypted('Wrong2026x', 'globex');
      const body = { currentPassword: wrong, password: 'Ines2026new', repeat_password: 'Ines2026new' };
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post('/api/profile/password', headers, body)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const right = await post('/api/profile/password', headers, { ...body, currentPassword: await encrypted(DEMO_PASSWORD, 'globex') });
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toBeDefined();
      // The e-mail change shares the counter: a stolen session cannot guess through either door.
      const email = await post('/api/profile', headers, { email: 'ines@evil.test', currentPassword: await encrypted(DEMO_PASSWORD, 'globex') });
      expect(email.statusCode).toBe(429);
      expect((await get('/api/profile', headers)).json().email).toBe('ines.ferreira@globex.test');
    });

    it('lets the throttle count concurrent guesses: twenty at once get no more than five tries', async () => {
      const headers = await loginAs(t.app, 'acme', 'sergio.lopez@acme.test');
      const wrong = await encrypted('Wrong2026x');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/api/profile/password', headers, { currentPassword: wrong, password: 'Sergio2026new', repeat_password: 'Sergio2026new' }),
        ),
      );
      const tried = answers.filter((a) => a.statusCode === 400).length;
      expect(tried).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.statusCode === 429).length).toBe(20 - tried);
    });
  });

  describe('POST /api/profile: e-mail and bank account', () => {
    it('refuses an e-mail change without the current password and keeps the old address', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const res = await post('/api/profile', headers, { email: 'laura@evil.test' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ currentPassword: 'validation.required' });
      const wrong = await post('/api/profile', headers, { email: 'laura@evil.test', currentPassword: await encrypted('Wrong2026x') });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', fields: { currentPassword: 'errors.CURRENT_PASSWORD_WRONG' } });
      expect((await get('/api/profile', headers)).json().email).toBe('laura.martin@acme.test');
      expect(await outboxTo('laura@evil.test')).toEqual([]);
    });

    it('refuses a bank-account change without the current password, removing it included', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      expect((await post('/api/profile', headers, { BAN: 'ES7620770024003102575766' })).json().fields).toEqual({ currentPassword: 'validation.required' });
      expect((await post('/api/profile', headers, { BAN: null })).json().fields).toEqual({ currentPassword: 'validation.required' });
      expect((await get('/api/profile', headers)).json().BAN).toBe('ES6621000418401234567891');
    });

    it('saves the form as it came back, the same e-mail and account included, without the password and without a mail', async () => {
      const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const before = await outboxCount();
      const res = await post('/api/profile', headers, { email: 'Laura.Martin@acme.test', BAN: 'ES6621000418401234567891', city: 'Madrid' });
      expect(res.statusCode).toBe(200);
      expect(await outboxCount()).toBe(before);
    });

    it('changes the bank account with the current password and tells the old address, showing only its last four characters', async () => {
      const headers = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
      const res = await post('/api/profile', headers, { BAN: 'ES7620770024003102575766', currentPassword: await encrypted(DEMO_PASSWORD) });
      expect(res.statusCode).toBe(200);
      expect(res.json().BAN).toBe('ES7620770024003102575766');
      const [mail, ...more] = await outboxTo('pablo.ruiz@acme.test');
      expect(more).toEqual([]);
      // Pablo reads Catalan.
      expect(mail!.subject).toContain('compte bancari');
      expect(mail!.text).toContain('5766');
      for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain('ES7620770024003102575766');
      expect(mail!.text).not.toContain('2077');
    });

    it('changes the e-mail with the current password and tells the old address, not the new one', async () => {
      const headers = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
      const res = await post('/api/profile', headers, { email: 'joao.novo@globex.test', currentPassword: await encrypted(DEMO_PASSWORD, 'globex') });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('joao.novo@globex.test');
      const [mail, ...more] = await outboxTo('joao.silva@globex.test');
      expect(more).toEqual([]);
      expect(mail!.subject).toContain('e-mail');
      expect(mail!.text).toContain('Olá João');
      expect(await outboxTo('joao.novo@globex.test')).toEqual([]);
    });

    it('tells the old address once when both change together', async () => {
      const headers = await loginAs(t.app, 'acme', 'admin@acme.test');
      const before = await outboxCount();
      const res = await post('/api/profile', headers, {
        email: 'carmen@acme.test',
        BAN: 'ES7620770024003102575766',
        currentPassword: await encrypted(DEMO_PASSWORD),
      });
      expect(res.statusCode).toBe(200);
      expect(await outboxCount()).toBe(before + 1);
      const [mail] = await outboxTo('admin@acme.test');
      expect(mail!.text).toContain('5766');
      expect(mail!.text).toContain('c•••@acme.test');
    });
  });
});
