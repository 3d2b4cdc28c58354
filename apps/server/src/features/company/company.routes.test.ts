import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/companies/by-subdomain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (host: string, app = t.app) => app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host } });

  it('answers the branding of the company named by the first label of the host', async () => {
    const acme = (await get('acme.localhost:3000')).json();
    expect(acme).toMatchObject({
      slug: 'acme',
      brand: 'AXA',
      isSpecialBrand: false,
      languages: ['es', 'ca', 'en'],
      alertDays: 30,
      cutOffDay: 20,
      legalLinks: { privacy: true, conditions: true, cookies: true },
      cookieConsentMandatory: true,
      helpEmail: 'ayuda@acme.test',
      logo: '/api/storage/images/acme-logo.svg',
      colorBar: '#00205b',
      hideCompensation: false,
    });
    const globex = (await get('globex.localhost')).json();
    expect(globex).toMatchObject({
      slug: 'globex',
      brand: 'CONFIDE',
      isSpecialBrand: true,
      languages: ['en', 'pt'],
      hideCompensation: true,
      legalLinks: { privacy: false, conditions: false, cookies: false },
    });
    expect(globex.colorBar).not.toBe(acme.colorBar);
  });

  it("answers the demo privacy policy in the company's languages, marked as the company's to replace", async () => {
    const { privacyText, privacyDetail } = (await get('globex.localhost')).json();
    expect(Object.keys(privacyText).sort()).toEqual(['en', 'pt']);
    expect(privacyText.pt).toMatch(/^Texto de demonstração — a Globex Ibérica deve substituí-lo pelo seu próprio\.\n/);
    expect(privacyText.en).toContain('Controller: Globex Ibérica S.A.');
    expect(privacyDetail.en).toContain('Data protection officer (DPO): dpo@globex.test.');
    expect(privacyDetail.pt).toContain('Agência Espanhola de Proteção de Dados');
  });

  it('never exposes ids, tax ids or other internals', async () => {
    const body = (await get('acme.localhost')).json();
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('taxId');
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });

  it('resolves a bare localhost or an IP address to the default company', async () => {
    expect((await get('localhost:3000')).json().slug).toBe('acme');
    expect((await get('127.0.0.1:3000')).json().slug).toBe('acme');
  });

  it('answers 404 with the incorrect-address code for an unknown company', async () => {
    const res = await get('nobody.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
  });

  it('shows the maintenance flag of a company in maintenance', async () => {
    expect((await get('initech.localhost')).json()).toMatchObject({ slug: 'initech', maintenance: true });
  });

  it('offers Spanish alone when the language feature is off', async () => {
    const off = await createTestApp({ LANGUAGE_FEATURE: false });
    try {
      expect((await get('globex.localhost', off.app)).json()).toMatchObject({ languages: ['es'], isLanguageFeatureOn: false });
    } finally {
      await off.close();
    }
  });

  it('serves the company images with cache headers and 404 for a missing or unsafe name', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/storage/images/acme-logo.svg', headers: { host: 'acme.localhost' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('max-age');
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/images/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/images/..%2Fsecret.svg' })).statusCode).toBe(400);
  });
});
