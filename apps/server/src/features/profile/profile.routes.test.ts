import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, encryptPassword, loginAs, loginRequest } from '../../test/auth-helpers';

describe('profile, menu and restricted sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

  it('answers the user with cart and contracts, and no secrets', async () => {
    const headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const profile = (await get('/api/profile', headers)).json();
    expect(profile).toMatchObject({
      email: 'laura.martin@acme.test',
      firstName: 'Laura',
      fullName: 'Laura Martín García',
      personalID: '12345678Z',
      isProfileComplete: true,
      isPasswordDeprecated: false,
      cookiesAccepted: 'v3',
      legalEntity: { name: 'Acme Seguros S.A.', logo: '/api/storage/images/acme-le-seguros.svg' },
      cart: [],
    });
    expect(profile.contracts.length).toBeGreaterThan(0);
    expect(profile.contracts.every((c: { status: string }) => c.status !== 'cart')).toBe(true);
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|argon2/);
  });

  it('lists the menu tiles, without compensation where the company hides it', async () => {
    const acme = (await get('/api/menu', await loginAs(t.app, 'acme', 'laura.martin@acme.test'))).json();
    expect(acme.map((i: { icon: string }) => i.icon)).toEqual(['info', 'remuneration', 'other', 'documents', 'compensation', 'exemption']);
    expect(acme[0]).toMatchObject({ link: '/home', order: 1, name: { es: 'Mi plan', ca: 'El meu pla', en: 'My plan', pt: 'O meu plano' } });
    const globex = (await get('/api/menu', await loginAs(t.app, 'globex', 'joao.silva@globex.test'))).json();
    expect(globex.some((i: { link: string }) => i.link === '/compensation')).toBe(false);
  });

  it('lets a user with an incomplete profile read the profile and menu', async () => {
    const headers = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    const profile = (await get('/api/profile', headers)).json();
    expect(profile).toMatchObject({ phone: null, isProfileComplete: false });
    expect((await get('/api/menu', headers)).statusCode).toBe(200);
  });

  it('releases a deprecated password once it is changed under the policy', async () => {
    const headers = await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
    expect((await get('/api/profile', headers)).json().isPasswordDeprecated).toBe(true);

    const currentPassword = await encryptPassword(t.app, 'acme', DEMO_PASSWORD);
    const weak = await post('/api/profile/password', headers, { currentPassword, password: 'weakpass', repeat_password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'validation.passwordPolicy' });
    const mismatch = await post('/api/profile/password', headers, { currentPassword, password: 'Marta2026x', repeat_password: 'Marta2026y' });
    expect(mismatch.json().fields).toEqual({ repeat_password: 'validation.passwordRepeat' });

    expect((await post('/api/profile/password', headers, { currentPassword, password: 'Marta2026x', repeat_password: 'Marta2026x' })).statusCode).toBe(200);
    expect((await get('/api/profile', headers)).json().isPasswordDeprecated).toBe(false);
    expect((await loginRequest(t.app, 'acme', 'marta.vidal@acme.test', 'Marta2026x')).statusCode).toBe(200);
  });

  it('stores the cookie consent version per user', async () => {
    const headers = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    expect((await post('/api/profile/cookies', headers, { version: 'v3' })).json()).toEqual({ cookiesAccepted: 'v3' });
    expect((await get('/api/profile', headers)).json().cookiesAccepted).toBe('v3');
    expect((await post('/api/profile/cookies', headers, { version: 'x'.repeat(50) })).statusCode).toBe(400);
  });

  it('refuses the calls of a company put in maintenance with 503 and a JSON message', async () => {
    const headers = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    await t.database.db.execute(sql`update companies set maintenance = true where slug = 'globex'`);
    try {
      const res = await get('/api/profile', headers);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'MAINTENANCE', message: expect.stringContaining('renovación') });
    } finally {
      await t.database.db.execute(sql`update companies set maintenance = false where slug = 'globex'`);
    }
  });
});
