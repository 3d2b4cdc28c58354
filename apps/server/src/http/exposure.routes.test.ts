import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { hostOf, loginAs } from '../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../test/multipart';
import { oneRow } from '../test/sql-rows';

/** A PDF whose catalogue opens with JavaScript: harmless here, but never to be shown on the portal's origin. */
const pdfWithJavaScript = Buffer.concat([
  tinyPdf.subarray(0, tinyPdf.indexOf('trailer')),
  Buffer.from('4 0 obj<</S/JavaScript/JS(app.alert(document.cookie))>>endobj\n'),
  tinyPdf.subarray(tinyPdf.indexOf('trailer')),
]);

/** Issue 12, finding 9: what the API gives away besides its answers' content. */
describe('what the API exposes: caching, sizes, files, images and hosts', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let joao: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (folder: string, filename: string, data: Buffer, headers = laura) => {
    const body = multipartFile(filename, data);
    return t.app.inject({ method: 'POST', url: `/api/storage/${folder}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const download = async (folder: string, name: string, headers = laura, suffix = '') => {
    const { url } = (await t.app.inject({ method: 'GET', url: `/api/storage/${folder}/${name}/download-url`, headers })).json() as { url: string };
    return t.app.inject({ method: 'GET', url: `${url}${suffix}`, headers: { host: headers.host! } });
  };

  it('marks every /api JSON answer that carries personal data Cache-Control: no-store, or private for a revalidated read', async () => {
    for (const url of ['/api/families', '/api/menu']) {
      const res = await t.app.inject({ method: 'GET', url, headers: laura });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Kept by this browser only, and asked again before each use (plugins/revalidation.ts); a logout clears them.
    for (const url of ['/api/profile', '/api/my-contracts', '/api/bags']) {
      const res = await t.app.inject({ method: 'GET', url, headers: laura });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
    const other = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    const company = await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } });
    expect(company.headers['cache-control']).toBe('no-store');
    // The logo is not personal data and keeps its own caching.
    const logo = await t.app.inject({ method: 'GET', url: '/api/storage/images/acme-logo.svg', headers: { host: hostOf('acme') } });
    expect(logo.headers['cache-control']).toContain('max-age');
  });

  it('refuses an additionalInfo of 40 000 keys on its field and stores nothing', async () => {
    const contractCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from contracts`)).n);
    const benefit = await oneRow<{ id: number }>(
      t.database.db,
      sql`select b.id from benefits b join companies c on c.id = b.company_id where c.slug = 'acme' and b.name->>'es' = 'Cheque guardería' limit 1`,
    );
    const family = (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json() as { id: number; firstName: string }[];
    const hugo = family.find((m) => m.firstName === 'Hugo')!;
    const body = { year: 2027, benefitId: benefit.id, items: [{ familyId: hugo.id, month: 1, price: 30_000 }] };
    const before = await contractCount();
    const huge = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 1]));
    const refused = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: { ...body, additionalInfo: huge } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('additionalInfo');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { ...body, additionalInfo: { note: 'x'.repeat(20_000) } },
    });
    expect(long.statusCode).toBe(400);
    expect(await contractCount()).toBe(before);
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { ...body, additionalInfo: { centerName: 'Escuela Infantil Los Pinos' } },
    });
    expect(ordinary.statusCode).toBe(201);
  });

  it("serves an uploaded PDF as an attachment with nosniff, never inline on the portal's origin", async () => {
    const { name } = (await upload('documents', 'factura.pdf', pdfWithJavaScript)).json() as { name: string };
    for (const suffix of ['', '&download']) {
      const res = await download('documents', name, laura, suffix);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="factura\.pdf"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it("serves a company's images only on its own host", async () => {
    const image = (name: string, company: string) => t.app.inject({ method: 'GET', url: `/api/storage/images/${name}`, headers: { host: hostOf(company) } });
    expect((await image('acme-logo.svg', 'acme')).statusCode).toBe(200);
    expect((await image('globex-logo.svg', 'globex')).statusCode).toBe(200);
    expect((await image('globex-logo.svg', 'acme')).statusCode).toBe(404);
    expect((await image('acme-background.svg', 'globex')).statusCode).toBe(404);
    expect((await image('acme-le-seguros.svg', 'globex')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/images/download/acme-logo.svg', headers: { host: hostOf('globex') } })).statusCode).toBe(
      404,
    );
    expect((await image('acme-logo.svg', 'nobody')).statusCode).toBe(404);
    // An avatar: on its owner's company host only.
    const { name } = (await upload('images', 'yo.png', tinyPng, joao)).json() as { name: string };
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/picture', headers: joao, payload: { name } })).statusCode).toBe(200);
    const own = await image(name, 'globex');
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect((await image(name, 'acme')).statusCode).toBe(404);
  });

  it('takes the company from the Host only under BASE_DOMAIN: a look-alike host names none', async () => {
    for (const host of ['globex.localhost.evil.com', 'globex.localhost.evil.com:3000', 'acme.evil.localhost', 'globex.localhostevil.com']) {
      const branding = await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host } });
      expect(branding.statusCode, host).toBe(404);
      expect(branding.json(), host).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host },
        payload: { email: 'joao.silva@globex.test', password: 'x' },
      });
      expect(login.statusCode, host).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: 'globex.localhost' } })).json()).toMatchObject({
      slug: 'globex',
    });
  });
});
