import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';
import { rowsOf } from '../../test/sql-rows';

type Headers = Record<string, string>;

/** The company administrator's settings, maintenance and images. */
describe('company settings', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;
  let settings: Record<string, unknown>;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });
  const auditOf = (action: string) =>
    rowsOf<{ before: Record<string, unknown>; after: Record<string, unknown>; table_name: string }>(
      t.database.db,
      sql`select before, after, table_name from audit_log where action = ${action} order by id`,
    );
  const inputOf = (s: Record<string, unknown>) => {
    const { slug: _slug, logo: _logo, background: _background, maintenance: _maintenance, warnings: _warnings, ...input } = s;
    return input;
  };

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    settings = (await call('GET', '/api/admin/company/settings', acmeAdmin)).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads the administrator's own company, and 404 for an employee", async () => {
    expect(settings).toMatchObject({ slug: 'acme', brand: 'AXA', colorBar: '#00205b', languages: ['es', 'ca', 'en'], cutOffDay: 20, warnings: [] });
    expect((await call('GET', '/api/admin/company/settings', globexAdmin)).json()).toMatchObject({ slug: 'globex' });
    expect((await call('GET', '/api/admin/company/settings', laura)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/company/settings', laura, inputOf(settings))).statusCode).toBe(404);
  });

  it('saves every setting, shows it at once in the public company and index data, and audits only what changed', async () => {
    const input = {
      ...inputOf(settings),
      name: 'Acme Renovada',
      colorBar: '#7A1F5C',
      languages: ['es', 'pt'],
      alertDays: 45,
      helpEmail: '',
      privacyText: { es: 'Texto nuevo', pt: '' },
      legalLinks: { privacy: false, conditions: true, cookies: true },
    };
    const res = await call('PUT', '/api/admin/company/settings', acmeAdmin, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Acme Renovada',
      colorBar: '#7a1f5c',
      languages: ['es', 'pt'],
      helpEmail: null,
      privacyText: { es: 'Texto nuevo' },
    });
    const company = (await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } })).json();
    expect(company).toMatchObject({ name: 'Acme Renovada', colorBar: '#7a1f5c', alertDays: 45, legalLinks: { privacy: false } });
    const [entry] = await auditOf('company.settingsChanged');
    expect(entry!.table_name).toBe('companies');
    expect(entry!.before).toMatchObject({ name: settings.name, colorBar: '#00205b', alertDays: 30, legalPrivacy: true });
    expect(entry!.after).toMatchObject({ name: 'Acme Renovada', colorBar: '#7a1f5c', alertDays: 45, legalPrivacy: false });
    expect(entry!.after).not.toHaveProperty('brand');
    // Saving the same again changes nothing and writes no entry.
    expect((await call('PUT', '/api/admin/company/settings', acmeAdmin, input)).statusCode).toBe(200);
    expect(await auditOf('company.settingsChanged')).toHaveLength(1);
    // Back as it was, for the tests below.
    expect((await call('PUT', '/api/admin/company/settings', acmeAdmin, inputOf(settings))).json()).toMatchObject({ name: settings.name, colorBar: '#00205b' });
  });

  it('warns, without refusing, when white text on the bar or the titles on white are below 4.5:1', async () => {
    const res = await call('PUT', '/api/admin/company/settings', globexAdmin, {
      ...inputOf((await call('GET', '/api/admin/company/settings', globexAdmin)).json()),
      colorBar: '#ffcc00',
      colorTitles: '#999999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().warnings).toEqual(['colorBarLowContrast', 'colorTitlesLowContrast']);
  });

  it('answers bad settings 400 with a message per field and changes nothing', async () => {
    const before = await auditOf('company.settingsChanged');
    const res = await call('PUT', '/api/admin/company/settings', acmeAdmin, {
      ...inputOf(settings),
      name: ' ',
      colorBar: 'red',
      languages: [],
      alertDays: 400,
      cutOffDay: 0,
      helpEmail: 'not-an-email',
      privacyText: { fr: 'Bonjour' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['alertDays', 'colorBar', 'cutOffDay', 'helpEmail', 'languages', 'name', 'privacyText']);
    expect(await auditOf('company.settingsChanged')).toEqual(before);
    expect((await call('GET', '/api/admin/company/settings', acmeAdmin)).json()).toEqual(settings);
  });

  it('turns maintenance on only with the subdomain typed again, and the operator turns it off from the platform', async () => {
    const refused = await call('PUT', '/api/admin/company/maintenance', globexAdmin, { maintenance: true, confirmSlug: 'acme' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('confirmSlug');
    const on = await call('PUT', '/api/admin/company/maintenance', globexAdmin, { maintenance: true, confirmSlug: 'Globex' });
    expect(on.json()).toMatchObject({ maintenance: true });
    // The portal is closed to its own administrator too.
    expect((await call('GET', '/api/admin/company/settings', globexAdmin)).statusCode).toBe(503);
    const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    const { items } = (await call('GET', '/api/admin/platform/companies', { ...operator, host: hostOf('flexplan') })).json();
    const globexId = items.find((c: { slug: string }) => c.slug === 'globex').id;
    const onPlatform = { ...operator, host: hostOf('flexplan') };
    expect((await call('POST', `/api/admin/platform/companies/${globexId}/switch`, onPlatform)).statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/company/maintenance', onPlatform, { maintenance: false })).json()).toMatchObject({ maintenance: false });
    expect((await call('GET', '/api/admin/company/settings', globexAdmin)).statusCode).toBe(200);
    expect((await auditOf('company.maintenanceChanged')).map((e) => e.after)).toEqual([{ maintenance: true }, { maintenance: false }]);
  });

  it('replaces the logo with an image checked by its content, served at once on its own host', async () => {
    const png = multipartFile('logo.png', tinyPng, 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/company/logo', headers: { ...acmeAdmin, ...png.headers }, payload: png.payload });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/storage\/images\/[0-9a-f]{32}\.png$/);
    const company = (await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } })).json();
    expect(company.logo).toBe(url);
    const image = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('acme') } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    expect((await t.app.inject({ method: 'GET', url, headers: { host: hostOf('globex') } })).statusCode).toBe(404);
    const [entry] = await auditOf('company.logoChanged');
    expect(entry!.before).toEqual({ logo: 'acme-logo.svg' });
  });

  it('refuses a PDF named .png (415), an image over the limit (413), and an employee (404), changing nothing', async () => {
    const before = (await call('GET', '/api/admin/company/settings', acmeAdmin)).json();
    const fake = multipartFile('background.png', tinyPdf, 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/company/background', headers: { ...acmeAdmin, ...fake.headers }, payload: fake.payload });
    expect(res.statusCode).toBe(415);
    const big = multipartFile('big.png', Buffer.concat([tinyPng, Buffer.alloc(t.app.config.STORAGE_MAX_IMAGE_MB * 1024 * 1024)]), 'image/png');
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/admin/company/background',
      headers: { ...acmeAdmin, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    const png = multipartFile('background.png', tinyPng, 'image/png');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/company/background', headers: { ...laura, ...png.headers }, payload: png.payload })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/company/settings', acmeAdmin)).json()).toEqual(before);
    expect(await auditOf('company.backgroundChanged')).toEqual([]);
  });
});
