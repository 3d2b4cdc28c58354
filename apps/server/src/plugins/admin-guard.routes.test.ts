import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { hostOf, loginAs, loginRequest } from '../test/auth-helpers';
import { oneRow } from '../test/sql-rows';
import { adminScope, refuseUnguardedAdminRoutes } from './admin-guard';

/** One guard for every admin route; refusals are 404, as for a route that does not exist. */
describe('the admin guard', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let acmeContract: number;

  const contractOf = async (slug: string) =>
    Number(
      (
        await oneRow<{ id: number }>(
          t.database.db,
          sql`select c.id from contracts c join companies co on co.id = c.company_id where co.slug = ${slug} and c.status = 'contracted' and c.signed order by c.id limit 1`,
        )
      ).id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    acmeContract = await contractOf('acme');
  });
  afterAll(async () => {
    await t.close();
  });

  // A cancellation carries its reason: without one it would be refused as bad input before the company is checked.
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers, ...(url.endsWith('/cancel') ? { payload: { reason: 'Prueba' } } : {}) });
  const adminUrls = (contractId: number): ['GET' | 'POST', string][] => [
    ['GET', '/api/admin/contracts'],
    ['POST', `/api/admin/contracts/${contractId}/approve`],
    ['POST', `/api/admin/contracts/${contractId}/cancel`],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/audit/employees/1'],
    ['GET', '/api/admin/audit/csv'],
    ['GET', '/api/admin/platform/companies'],
    ['POST', '/api/admin/platform/companies/1/switch'],
  ];

  it("answers an employee's token 404 on every admin route, as if it did not exist", async () => {
    const unknown = await call('GET', '/api/admin/nothing-here', laura);
    for (const [method, url] of adminUrls(acmeContract)) {
      const res = await call(method, url, laura);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe(unknown.json().code);
    }
  });

  it('answers an employee 404 before reading the input: a bad filter does not reveal the route', async () => {
    expect((await call('GET', '/api/admin/audit?pageSize=0&from=nope', laura)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/contracts/abc/approve', laura)).statusCode).toBe(404);
  });

  it("answers a company administrator 404 for another company's contract, and leaves it as it was", async () => {
    for (const action of ['approve', 'cancel'])
      expect((await call('POST', `/api/admin/contracts/${acmeContract}/${action}`, globexAdmin)).statusCode).toBe(404);
    const row = await oneRow<{ status: string }>(t.database.db, sql`select status from contracts where id = ${acmeContract}`);
    expect(row.status).toBe('contracted');
    const globexList = (await call('GET', '/api/admin/contracts?status=contracted&pageSize=200', globexAdmin)).json();
    const acmeList = (await call('GET', '/api/admin/contracts?status=contracted&pageSize=200', acmeAdmin)).json();
    expect(globexList.items.map((c: { id: number }) => c.id)).not.toContain(acmeContract);
    expect(acmeList.items.map((c: { id: number }) => c.id)).toContain(acmeContract);
  });

  it("answers a company administrator 404 on the platform operator's routes", async () => {
    expect((await call('GET', '/api/admin/platform/companies', acmeAdmin)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/platform/companies/1/switch', globexAdmin)).statusCode).toBe(404);
  });

  it("answers a company administrator's token 401 on another company's host", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contracts', headers: { ...globexAdmin, host: hostOf('acme') } })).statusCode).toBe(401);
  });

  it('never takes a role from the profile: an administrator cannot raise their own (refused on the field, nothing changed)', async () => {
    for (const [headers, role] of [
      [acmeAdmin, 'platform-operator'],
      [laura, 'company-admin'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile', headers, payload: { firstName: 'Changed', role } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('role');
    }
    const roles = await oneRow<{ admin: string; laura: string; names: string }>(
      t.database.db,
      sql`select (select role from users where email = 'admin@acme.test') as admin, (select role from users where email = 'laura.martin@acme.test') as laura,
        (select count(*)::text from users where first_name = 'Changed') as names`,
    );
    expect(roles).toEqual({ admin: 'company-admin', laura: 'employee', names: '0' });
    expect((await call('GET', '/api/admin/contracts', laura)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/platform/companies', acmeAdmin)).statusCode).toBe(404);
  });

  it('lets the platform operator log in on every open company host, with the same account', async () => {
    for (const slug of ['acme', 'globex', 'flexplan']) expect((await loginRequest(t.app, slug, 'operator@flexplan.test')).statusCode, slug).toBe(200);
    const operator = await loginAs(t.app, 'globex', 'operator@flexplan.test');
    const profile = (await call('GET', '/api/profile', operator)).json();
    expect(profile).toMatchObject({ email: 'operator@flexplan.test', role: 'platform-operator' });
    // Only the operator logs in on any host: another company's administrator does not.
    expect((await loginRequest(t.app, 'acme', 'admin@globex.test')).statusCode).toBe(401);
  });

  it('refuses to start when an admin route is registered outside the admin scope', async () => {
    const stray = Fastify();
    refuseUnguardedAdminRoutes(stray);
    await stray.register(async (api) => api.get('/admin/forgotten', async () => 'open'), { prefix: '/api' });
    await expect(stray.ready()).rejects.toThrow(/\/api\/admin\/forgotten/);

    const guarded = Fastify();
    refuseUnguardedAdminRoutes(guarded);
    await guarded.register(
      async (admin) => {
        await adminScope(admin, { actingCompanyOf: async () => null });
        admin.get('/guarded', async () => 'closed');
      },
      { prefix: '/api/admin' },
    );
    await expect(guarded.ready()).resolves.toBeDefined();
    await guarded.close();
  });

  describe('with an incomplete employee profile (a new company’s first administrator has no phone yet)', () => {
    const setUser = (email: string, change: ReturnType<typeof sql>) => t.database.db.execute(sql`update users set ${change} where email = ${email}`);
    const phoneOf = async (email: string) => (await oneRow<{ phone: string }>(t.database.db, sql`select phone from users where email = ${email}`)).phone;

    it('opens the admin routes to the administrator and keeps the employee portal closed to them', async () => {
      const phone = await phoneOf('admin@acme.test');
      await setUser('admin@acme.test', sql`phone = null`);
      try {
        const admin = await call('GET', '/api/admin/contracts', acmeAdmin);
        expect(admin.statusCode).toBe(200);
        const portal = await call('GET', '/api/messages', acmeAdmin);
        expect(portal.statusCode).toBe(403);
        expect(portal.json().code).toBe('PROFILE_INCOMPLETE');
        expect((await call('GET', '/api/profile', acmeAdmin)).statusCode).toBe(200);
      } finally {
        await setUser('admin@acme.test', sql`phone = ${phone}`);
      }
    });

    it('keeps them closed to an administrator whose password is deprecated', async () => {
      await setUser('admin@acme.test', sql`is_password_deprecated = true`);
      try {
        const res = await call('GET', '/api/admin/contracts', acmeAdmin);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('PASSWORD_DEPRECATED');
      } finally {
        await setUser('admin@acme.test', sql`is_password_deprecated = false`);
      }
    });

    it('answers a restricted employee 404 there, as any employee', async () => {
      const phone = await phoneOf('laura.martin@acme.test');
      await setUser('laura.martin@acme.test', sql`phone = null`);
      try {
        for (const [method, url] of adminUrls(acmeContract)) expect((await call(method, url, laura)).statusCode, url).toBe(404);
        expect((await call('GET', '/api/messages', laura)).statusCode).toBe(403);
      } finally {
        await setUser('laura.martin@acme.test', sql`phone = ${phone}`);
      }
    });
  });
});
