import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs, loginRequest } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

const IBAN = 'ES9121000418450200051332';

/** A valid record; each test changes what it needs. */
const record = (over: Record<string, unknown> = {}) => ({
  email: 'nuria.sanz@acme.test',
  firstName: 'Nuria',
  lastName1: 'Sanz',
  lastName2: 'Gil',
  personalId: '44444444A',
  language: 'es',
  employeeNumber: 'E-0901',
  costCenter: 'CC-1',
  fixedSalary: 3_000_000,
  variableSalary: 200_000,
  paymentCount: 14,
  flexibleBag: 500_000,
  companyBag: { kind: 'amount', cents: 100_000 },
  BAN: IBAN,
  ...over,
});

/** The company administrator's employees — list, read, create, replace, deactivate, reactivate, deprecate a password. */
describe('the administrator’s employees', () => {
  let t: TestApp;
  let acmeAdmin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let laura: Record<string, string>;
  const ids = { acme: 0, admin: 0, laura: 0, pablo: 0, marta: 0, collective: 0, globexOffice: 0 };

  const idOf = async (query: ReturnType<typeof sql>) => Number((await oneRow<{ id: number }>(t.database.db, query)).id);
  const get = (url: string, headers = acmeAdmin) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT', url: string, payload?: object, headers = acmeAdmin) => t.app.inject({ method, url, headers, payload });
  const auditActions = async () =>
    (await rowsOf<{ action: string }>(t.database.db, sql`select action from audit_log where action like 'employee.%' order by id`)).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    ids.acme = await idOf(sql`select id from companies where slug = 'acme'`);
    ids.admin = await idOf(sql`select id from users where email = 'admin@acme.test'`);
    ids.laura = await idOf(sql`select id from users where email = 'laura.martin@acme.test'`);
    ids.pablo = await idOf(sql`select id from users where email = 'pablo.ruiz@acme.test'`);
    ids.marta = await idOf(sql`select id from users where email = 'marta.vidal@acme.test'`);
    ids.collective = await idOf(sql`select id from collectives where company_id = ${ids.acme} order by id limit 1`);
    ids.globexOffice = await idOf(sql`select o.id from offices o join companies c on c.id = o.company_id where c.slug = 'globex' limit 1`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the list', () => {
    it('pages, sorts and counts the company’s people only', async () => {
      const res = await get('/api/admin/employees?pageSize=2&sort=email&order=desc');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const all = await rowsOf<{ email: string }>(t.database.db, sql`select email from users where company_id = ${ids.acme} order by lower(email) desc`);
      expect(body.total).toBe(all.length);
      expect(body.items.map((e: { email: string }) => e.email)).toEqual(all.slice(0, 2).map((r) => r.email));
      const second = (await get('/api/admin/employees?pageSize=2&page=2&sort=email&order=desc')).json();
      expect(second.items.map((e: { email: string }) => e.email)).toEqual(all.slice(2, 4).map((r) => r.email));
      expect(JSON.stringify(body)).not.toContain('globex');
    });

    it('counts the same total on a page past the last one, and by status (the kept counts of migration 0015)', async () => {
      const { active, inactive } = await oneRow<{ active: number; inactive: number }>(
        t.database.db,
        sql`select count(*) filter (where deactivated_at is null)::int as active, count(*) filter (where deactivated_at is not null)::int as inactive
            from users where company_id = ${ids.acme} and role <> 'platform-operator'`,
      );
      const totalOf = async (query: string) => (await get(`/api/admin/employees?${query}`)).json() as { total: number; items: unknown[] };
      expect((await totalOf('pageSize=2')).total).toBe(active + inactive);
      expect(await totalOf('pageSize=2&page=1000')).toEqual(expect.objectContaining({ total: active + inactive, items: [] }));
      expect((await totalOf('status=active')).total).toBe(active);
      expect((await totalOf('status=inactive&page=1000')).total).toBe(inactive);
    });

    it('searches by a name, e-mail or employee number prefix, case-insensitive, and by a whole personal ID', async () => {
      const emails = async (q: string) =>
        (await get(`/api/admin/employees?q=${encodeURIComponent(q)}`)).json().items.map((e: { email: string }) => e.email) as string[];
      expect(await emails('LAU')).toEqual(['laura.martin@acme.test']);
      expect(await emails('pablo.r')).toEqual(['pablo.ruiz@acme.test']);
      expect(await emails('12345678z')).toEqual(['laura.martin@acme.test']);
      expect(await emails('12345678')).toEqual([]);
      expect(await emails('100%')).toEqual([]);
    });

    it('searches each word in any name, the e-mail, the employee number or the personal ID, ignoring accents and case', async () => {
      const emails = async (q: string) =>
        (await get(`/api/admin/employees?q=${encodeURIComponent(q)}`)).json().items.map((e: { email: string }) => e.email) as string[];
      expect(await emails('martin')).toEqual(['laura.martin@acme.test']);
      expect(await emails('garcia')).toEqual(['laura.martin@acme.test']);
      expect(await emails('Laura Martín')).toEqual(['laura.martin@acme.test']);
      expect(await emails('  MARTIN   laura ')).toEqual(['laura.martin@acme.test']);
      expect(await emails('ibanez carmen')).toEqual(['admin@acme.test']);
      expect(await emails('laura 12345678Z')).toEqual(['laura.martin@acme.test']);
      // Every word must be found: Laura is not a Ruiz.
      expect(await emails('laura ruiz')).toEqual([]);
      expect((await get(`/api/admin/employees?q=${encodeURIComponent('laura martin')}`)).json().total).toBe(1);
    });

    it('filters by collective and by status', async () => {
      const byCollective = (await get(`/api/admin/employees?collectiveId=${ids.collective}&pageSize=200`)).json();
      const expected = await rowsOf(t.database.db, sql`select id from users where company_id = ${ids.acme} and collective_id = ${ids.collective}`);
      expect(byCollective.total).toBe(expected.length);
      expect((await get('/api/admin/employees?status=inactive')).json().total).toBe(0);
    });

    it('refuses a page size over 200 and an unknown sort with 400 on the field', async () => {
      const res = await get('/api/admin/employees?pageSize=201&sort=salary');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(['pageSize', 'sort']);
    });
  });

  describe('reading one', () => {
    it('answers every HR field, the status and the role', async () => {
      const res = await get(`/api/admin/employees/${ids.laura}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.laura, email: 'laura.martin@acme.test', personalId: '12345678Z', role: 'employee', status: 'active' });
    });

    it('answers 404 to an employee, and to another company’s administrator for this company’s employee', async () => {
      expect((await get(`/api/admin/employees/${ids.laura}`, laura)).statusCode).toBe(404);
      expect((await get('/api/admin/employees', laura)).statusCode).toBe(404);
      expect((await get(`/api/admin/employees/${ids.laura}`, globexAdmin)).statusCode).toBe(404);
      expect((await send('PUT', `/api/admin/employees/${ids.laura}`, record(), globexAdmin)).statusCode).toBe(404);
      expect((await send('POST', `/api/admin/employees/${ids.laura}/deactivate`, {}, globexAdmin)).statusCode).toBe(404);
    });
  });

  describe('creating and replacing', () => {
    let created = 0;

    it('creates an employee who cannot log in until they set a password, audited with the ID and account masked', async () => {
      const res = await send('POST', '/api/admin/employees', record({ collectiveId: ids.collective }));
      expect(res.statusCode).toBe(201);
      created = res.json().id;
      expect(res.json()).toMatchObject({ email: 'nuria.sanz@acme.test', personalId: '44444444A', BAN: IBAN, role: 'employee', status: 'active' });
      const row = await oneRow<{ company_id: number; role: string; password_hash: string }>(
        t.database.db,
        sql`select company_id, role, password_hash from users where id = ${created}`,
      );
      expect(row).toMatchObject({ company_id: ids.acme, role: 'employee' });
      expect(row.password_hash).not.toMatch(/^\$argon2/);
      const switchedOn = await oneRow<{ mine: number; company: number }>(
        t.database.db,
        sql`select (select count(*)::int from user_products where user_id = ${created} and is_active) as mine,
              (select count(*)::int from products where company_id = ${ids.acme}) as company`,
      );
      expect(switchedOn.mine).toBe(switchedOn.company);
      expect(switchedOn.mine).toBeGreaterThan(0);
      const entry = await oneRow<{ after: Record<string, unknown>; subject_user_id: number }>(
        t.database.db,
        sql`select after, subject_user_id from audit_log where action = 'employee.created'`,
      );
      expect(entry.subject_user_id).toBe(created);
      expect(entry.after).toMatchObject({ email: 'nuria.sanz@acme.test', personalId: '••••', BAN: '••••1332', fixedSalary: 3_000_000 });
      expect(JSON.stringify(entry.after)).not.toContain('44444444A');
    });

    it('refuses bad input with 400 on each field, and changes nothing', async () => {
      const before = await rowsOf(t.database.db, sql`select id from users`);
      const res = await send(
        'POST',
        '/api/admin/employees',
        record({ email: 'not-an-email', personalId: '12345678A', BAN: 'ES00', fixedSalary: -1, role: 'company-admin' }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['email', 'personalId', 'BAN', 'fixedSalary']));
      expect((await rowsOf(t.database.db, sql`select id from users`)).length).toBe(before.length);
    });

    it('refuses another company’s office with 400 on that field', async () => {
      const res = await send('POST', '/api/admin/employees', record({ email: 'otra@acme.test', personalId: '55555555K', officeId: ids.globexOffice }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ officeId: 'validation.invalid' });
    });

    it('refuses a duplicate e-mail or personal ID in the company with 409 naming the field', async () => {
      const email = await send('POST', '/api/admin/employees', record({ email: 'LAURA.MARTIN@acme.test', personalId: '55555555K' }));
      expect(email.statusCode).toBe(409);
      expect(email.json()).toMatchObject({ code: 'EMPLOYEE_NOT_UNIQUE', fields: { email: 'errors.EMPLOYEE_NOT_UNIQUE' } });
      const id = await send('PUT', `/api/admin/employees/${created}`, record({ personalId: '12345678Z' }));
      expect(id.statusCode).toBe(409);
      expect(Object.keys(id.json().fields)).toEqual(['personalId']);
    });

    it('lets another company use the same e-mail and ID', async () => {
      expect((await send('POST', '/api/admin/employees', record(), globexAdmin)).statusCode).toBe(201);
    });

    it('replaces the HR fields, never the role, and audits only what changed', async () => {
      await t.database.db.execute(sql`update users set role = 'company-admin' where id = ${created}`);
      const res = await send(
        'PUT',
        `/api/admin/employees/${created}`,
        record({ collectiveId: ids.collective, fixedSalary: 3_100_000, BAN: null, lastName2: '' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ fixedSalary: 3_100_000, BAN: null, lastName2: null, role: 'company-admin' });
      const entry = await oneRow<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
        t.database.db,
        sql`select before, after from audit_log where action = 'employee.updated'`,
      );
      expect(entry.before).toEqual({ lastName2: 'Gil', fixedSalary: 3_000_000, BAN: '••••1332' });
      expect(entry.after).toEqual({ lastName2: null, fixedSalary: 3_100_000, BAN: null });
      await t.database.db.execute(sql`update users set role = 'employee' where id = ${created}`);
    });
  });

  describe('the account', () => {
    it('deactivates: their sessions end at once, login is refused, their data stays; reactivates', async () => {
      const pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
      expect((await get('/api/profile', pablo)).statusCode).toBe(200);
      const res = await send('POST', `/api/admin/employees/${ids.pablo}/deactivate`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: ids.pablo, status: 'inactive', isPasswordDeprecated: false });
      expect((await get('/api/profile', pablo)).statusCode).toBe(401);
      expect((await loginRequest(t.app, 'acme', 'pablo.ruiz@acme.test')).statusCode).toBe(401);
      expect((await get(`/api/admin/employees/${ids.pablo}`)).json()).toMatchObject({ email: 'pablo.ruiz@acme.test', status: 'inactive' });
      expect((await get('/api/admin/employees?status=inactive')).json().items.map((e: { id: number }) => e.id)).toEqual([ids.pablo]);

      expect((await send('POST', `/api/admin/employees/${ids.pablo}/reactivate`)).json().status).toBe('active');
      expect((await loginRequest(t.app, 'acme', 'pablo.ruiz@acme.test')).statusCode).toBe(200);
    });

    it('refuses a session lookup for a deactivated account even if a session was left live', async () => {
      const marta = await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
      await t.database.db.execute(sql`update users set deactivated_at = now() where id = ${ids.marta}`);
      expect((await get('/api/profile', marta)).statusCode).toBe(401);
      await t.database.db.execute(sql`update users set deactivated_at = null where id = ${ids.marta}`);
    });

    it('refuses an administrator deactivating themselves, and the last active administrator, with 409', async () => {
      const self = await send('POST', `/api/admin/employees/${ids.admin}/deactivate`);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe('SELF_DEACTIVATION');
      // A second administrator may deactivate the first while both are active, never the last one standing.
      await t.database.db.execute(sql`update users set role = 'company-admin' where id = ${ids.laura}`);
      const lauraAdmin = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      expect((await send('POST', `/api/admin/employees/${ids.admin}/deactivate`, {}, lauraAdmin)).statusCode).toBe(200);
      const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
      expect((await send('POST', `/api/admin/platform/companies/${ids.acme}/switch`, {}, operator)).statusCode).toBe(200);
      const last = await send('POST', `/api/admin/employees/${ids.laura}/deactivate`, {}, operator);
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('LAST_COMPANY_ADMIN');
      expect((await send('POST', `/api/admin/employees/${ids.admin}/reactivate`, {}, operator)).statusCode).toBe(200);
      await t.database.db.execute(sql`update users set role = 'employee' where id = ${ids.laura}`);
      acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    });

    it('deprecates a password: the next login must change it', async () => {
      const res = await send('POST', `/api/admin/employees/${ids.laura}/deprecate-password`);
      expect(res.json()).toEqual({ id: ids.laura, status: 'active', isPasswordDeprecated: true });
      const row = await oneRow<{ is_password_deprecated: boolean }>(t.database.db, sql`select is_password_deprecated from users where id = ${ids.laura}`);
      expect(row.is_password_deprecated).toBe(true);
    });

    it('audits each change once, and nothing for a refused one or a repeat', async () => {
      const before = (await auditActions()).length;
      expect((await send('POST', `/api/admin/employees/${ids.laura}/deprecate-password`)).statusCode).toBe(200);
      expect((await send('POST', `/api/admin/employees/${ids.laura}/reactivate`)).statusCode).toBe(200);
      expect((await auditActions()).length).toBe(before);
      expect(await auditActions()).toEqual([
        'employee.created',
        'employee.created',
        'employee.updated',
        'employee.deactivated',
        'employee.reactivated',
        'employee.deactivated',
        'employee.reactivated',
        'employee.passwordDeprecated',
      ]);
    });
  });
});
