import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encryptPassword, hostOf, loginAs, loginRequest } from '../../test/auth-helpers';
import { buildApp } from '../../app';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with the e-mail or the personal ID and the encrypted password', async () => {
    const byEmail = await loginRequest(t.app, 'acme', 'laura.martin@acme.test');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await loginRequest(t.app, 'acme', '12345678z')).statusCode).toBe(200);
    expect((await loginRequest(t.app, 'globex', 'joao.silva@globex.test', undefined, null)).statusCode).toBe(200);
  });

  it('answers 401 "Credenciales incorrectas" for a wrong password or a user of another company', async () => {
    const wrong = await loginRequest(t.app, 'acme', 'marta.vidal@acme.test', 'Wrong2026x');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Credenciales incorrectas' });
    const otherCompany = await loginRequest(t.app, 'acme', 'joao.silva@globex.test');
    expect(otherCompany.statusCode).toBe(401);
    expect(otherCompany.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 401 for a password that was not encrypted with the server key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: hostOf('acme') },
      payload: { email: 'laura.martin@acme.test', password: 'RmxleGlibGUyMDI2', cookiesAccepted: 'v3' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses login without the current cookie consent where the company makes it mandatory', async () => {
    for (const consent of [null, 'v2']) {
      const res = await loginRequest(t.app, 'acme', 'laura.martin@acme.test', undefined, consent);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('COOKIES_REQUIRED');
    }
  });

  it('refuses the employees of a company in maintenance with 503', async () => {
    const res = await loginRequest(t.app, 'initech', 'ana.torres@initech.test');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'MAINTENANCE' });
  });

  it('answers 503, not 401, to the API calls of a company in maintenance made without a live session', async () => {
    for (const authorization of [undefined, `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { host: hostOf('initech'), ...(authorization ? { authorization } : {}) } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'MAINTENANCE' });
    }
  });

  it('answers 400 with per-field messages for a bad body, and never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: hostOf('acme') }, payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { email: 'validation.required', password: expect.any(String) } });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: hostOf('acme'), 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: hostOf('acme'), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the key pair in the database, so every process and restart shares it', async () => {
    const first = await encryptPassword(t.app, 'acme', 'Flexible2026');
    const second = await buildApp({ config: t.app.config, database: t.database, webRoot: null });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: hostOf('acme') },
        payload: { email: 'laura.martin@acme.test', password: first, cookiesAccepted: 'v3' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      // The second instance shares the database: do not let it close it.
      second.database.close = async () => undefined;
      await second.close();
    }
  });

  it('throttles an account after 5 failures with 429, even with the right password, across processes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(t.app, 'globex', 'X1234567L', 'Wrong2026x')).statusCode).toBe(401);
    }
    const blocked = await loginRequest(t.app, 'globex', 'X1234567L');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another process on the same database sees the same counter (it lives in the database).
    const other = await buildApp({ config: t.app.config, database: t.database, webRoot: null });
    try {
      expect((await loginRequest(other, 'globex', 'X1234567L')).statusCode).toBe(429);
    } finally {
      other.database.close = async () => undefined;
      await other.close();
    }
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token, with an unknown token, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { host: hostOf('acme') } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { host: hostOf('acme'), authorization: `Bearer ${'x'.repeat(43)}` } })).statusCode,
    ).toBe(401);
    const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it("does not accept a token on another company's host", async () => {
    const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { ...headers, host: hostOf('globex') } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(401);
  });
});
