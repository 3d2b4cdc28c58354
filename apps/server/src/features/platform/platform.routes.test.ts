import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

/** The platform operator lists the companies and switches to one explicitly, audited; then acts as its administrator. */
describe('the platform operator', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  const ids = { acme: 0, globex: 0, platform: 0, operator: 0, pending: 0 };

  const idOf = async (query: ReturnType<typeof sql>) => Number((await oneRow<{ id: number }>(t.database.db, query)).id);
  const get = (url: string, headers = operator) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers = operator) => t.app.inject({ method: 'POST', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    // On acme's host: where the operator logs in does not decide the company they act on.
    operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    ids.acme = await idOf(sql`select id from companies where slug = 'acme'`);
    ids.globex = await idOf(sql`select id from companies where slug = 'globex'`);
    ids.platform = await idOf(sql`select id from companies where slug = 'flexplan'`);
    ids.operator = await idOf(sql`select id from users where email = 'operator@flexplan.test'`);
    ids.pending = await idOf(sql`select id from contracts where company_id = ${ids.acme} and status = 'pending' and signed order by id limit 1`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every client company with its employee and contract counts, not the platform, before any switch', async () => {
    const res = await get('/api/admin/platform/companies');
    expect(res.statusCode).toBe(200);
    const expected = await rowsOf<{ slug: string; employees: number; contracts: number }>(
      t.database.db,
      sql`select co.slug, (select count(*)::int from users u where u.company_id = co.id) as employees,
            (select count(*)::int from contracts c where c.company_id = co.id and c.status in ('pending', 'contracted')) as contracts
          from companies co where co.slug <> 'flexplan' order by co.name`,
    );
    const { items, currentCompanyId } = res.json();
    expect(currentCompanyId).toBeNull();
    expect(
      items.map((c: { slug: string; employeeCount: number; contractCount: number }) => ({
        slug: c.slug,
        employees: c.employeeCount,
        contracts: c.contractCount,
      })),
    ).toEqual(expected.map((r) => ({ ...r, employees: Number(r.employees), contracts: Number(r.contracts) })));
    expect(items.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['acme', 'globex', 'initech']));
    expect(items.find((c: { slug: string }) => c.slug === 'acme').contractCount).toBeGreaterThan(0);
  });

  it("answers 404 on a company's admin routes until the session switches to one", async () => {
    expect((await get('/api/admin/contracts')).statusCode).toBe(404);
    expect((await get('/api/admin/audit')).statusCode).toBe(404);
    expect((await post(`/api/admin/contracts/${ids.pending}/approve`)).statusCode).toBe(404);
  });

  it('switches to globex: audited in globex, then sees and changes globex only', async () => {
    const res = await post(`/api/admin/platform/companies/${ids.globex}/switch`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids.globex, slug: 'globex', name: 'Globex Ibérica' });
    expect((await get('/api/admin/platform/companies')).json().currentCompanyId).toBe(ids.globex);
    const log = (await get('/api/admin/audit')).json();
    expect(log.items[0]).toMatchObject({
      companyId: ids.globex,
      actorId: ids.operator,
      actorName: 'Olga Operadora',
      actorRole: 'platform-operator',
      action: 'company.switched',
      table: 'companies',
      rowId: ids.globex,
      before: { actingCompanyId: null },
      after: { actingCompanyId: ids.globex },
    });
    // globex's administrator reads the same entry; acme's log does not have it.
    expect((await get('/api/admin/audit?action=company.switched', globexAdmin)).json().total).toBe(1);
    expect((await get('/api/admin/audit?action=company.switched', acmeAdmin)).json().total).toBe(0);
    // Acting on globex, acme's contract is another company's row.
    expect((await post(`/api/admin/contracts/${ids.pending}/approve`)).statusCode).toBe(404);
    const contracts = (await get('/api/admin/contracts?status=pending')).json();
    expect(contracts.items.every((c: { email: string }) => c.email.endsWith('@globex.test'))).toBe(true);
  });

  it('switches to acme and approves as its administrator would, the entry naming the operator', async () => {
    expect((await post(`/api/admin/platform/companies/${ids.acme}/switch`)).statusCode).toBe(200);
    expect((await post(`/api/admin/contracts/${ids.pending}/approve`)).json()).toEqual({ id: ids.pending, status: 'contracted' });
    const [approval, switched] = (await get('/api/admin/audit', acmeAdmin)).json().items;
    expect(approval).toMatchObject({ action: 'contract.approved', actorId: ids.operator, actorRole: 'platform-operator', companyId: ids.acme });
    expect(switched).toMatchObject({ action: 'company.switched', before: { actingCompanyId: ids.globex }, after: { actingCompanyId: ids.acme } });
  });

  it('keeps each session its own switch: a new login acts on no company yet', async () => {
    const other = await loginAs(t.app, 'globex', 'operator@flexplan.test');
    expect((await get('/api/admin/platform/companies', other)).json().currentCompanyId).toBeNull();
    expect((await get('/api/admin/contracts', other)).statusCode).toBe(404);
  });

  it('refuses to switch to an unknown company or the platform itself (404), and a bad id by field (400)', async () => {
    const entries = Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`)).n);
    expect((await post('/api/admin/platform/companies/2147483647/switch')).statusCode).toBe(404);
    expect((await post(`/api/admin/platform/companies/${ids.platform}/switch`)).statusCode).toBe(404);
    const bad = await post('/api/admin/platform/companies/abc/switch');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await get('/api/admin/platform/companies')).json().currentCompanyId).toBe(ids.acme);
    expect(Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`)).n)).toBe(entries);
  });
});
