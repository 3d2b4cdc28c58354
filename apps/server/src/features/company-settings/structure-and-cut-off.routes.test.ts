import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

type Headers = Record<string, string>;

// Validation where the format is known: the domain's schemas and rules say it once
// (docs/decisions/022-known-formats-are-checked.md); these are the routes that read them.
describe('company settings: one name per unit, a cut-off day every month has', () => {
  let t: TestApp;
  let admin: Headers;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a second office, legal entity or collective of the same name (whatever its case), on the name: 409', async () => {
    for (const kind of ['offices', 'legal-entities', 'collectives']) {
      const [first] = (await call('GET', `/api/admin/company/${kind}`, admin)).json().items;
      const twin = await call('POST', `/api/admin/company/${kind}`, admin, { name: ` ${first.name.toUpperCase()} ` });
      expect(twin.statusCode, kind).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'STRUCTURE_NAME_TAKEN', fields: { name: 'errors.STRUCTURE_NAME_TAKEN' } });
      const other = (await call('POST', `/api/admin/company/${kind}`, admin, { name: `Nueva ${kind}` })).json();
      const renamed = await call('PUT', `/api/admin/company/${kind}/${other.id}`, admin, { name: first.name });
      expect(renamed.statusCode, kind).toBe(409);
      // Its own name, or its own name in another case, is no conflict.
      expect((await call('PUT', `/api/admin/company/${kind}/${first.id}`, admin, { name: first.name.toLowerCase() })).statusCode).toBe(200);
      expect((await call('PUT', `/api/admin/company/${kind}/${first.id}`, admin, { name: first.name })).statusCode).toBe(200);
    }
  });

  it('refuses a cut-off day some month does not have (29 to 31), on the field', async () => {
    const { slug: _s, logo: _l, background: _b, maintenance: _m, warnings: _w, ...settings } = (await call('GET', '/api/admin/company/settings', admin)).json();
    const res = await call('PUT', '/api/admin/company/settings', admin, { ...settings, cutOffDay: 31 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cutOffDay: 'validation.max' });
    expect((await call('PUT', '/api/admin/company/settings', admin, { ...settings, cutOffDay: 28 })).statusCode).toBe(200);
  });
});
