import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, encryptPassword, hostOf, loginAs } from '../../test/auth-helpers';
import { hashToken } from '../../security/opaque-token';
import { oneRow, rowsOf } from '../../test/sql-rows';

const NEW_IBAN = 'ES7620770024003102575766';

/** Who changed what, written by each change, masked, append-only, read per company and per employee. */
describe('the audit log', () => {
  let t: TestApp;
  let acmeAdmin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let laura: Record<string, string>;
  const ids = { acme: 0, globex: 0, admin: 0, laura: 0, joao: 0, pending: 0, contracted: 0 };

  const idOf = async (query: ReturnType<typeof sql>) => Number((await oneRow<{ id: number }>(t.database.db, query)).id);
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const auditRows = () =>
    rowsOf<{ action: string; before: unknown; after: unknown }>(t.database.db, sql`select action, before, after from audit_log order by id`);

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    ids.acme = await idOf(sql`select id from companies where slug = 'acme'`);
    ids.globex = await idOf(sql`select id from companies where slug = 'globex'`);
    ids.admin = await idOf(sql`select id from users where email = 'admin@acme.test'`);
    ids.laura = await idOf(sql`select id from users where email = 'laura.martin@acme.test'`);
    ids.joao = await idOf(sql`select id from users where email = 'joao.silva@globex.test'`);
    ids.pending = await idOf(sql`select id from contracts where company_id = ${ids.acme} and status = 'pending' and signed order by id limit 1`);
    ids.contracted = await idOf(sql`select id from contracts where company_id = ${ids.acme} and status = 'contracted' order by id limit 1`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('what each change writes', () => {
    it('records an approval and a cancellation with the administrator, the employee and the status before and after', async () => {
      const owner = await idOf(sql`select user_id as id from contracts where id = ${ids.pending}`);
      expect((await post(`/api/admin/contracts/${ids.pending}/approve`, acmeAdmin)).statusCode).toBe(200);
      expect((await post(`/api/admin/contracts/${ids.contracted}/cancel`, acmeAdmin, { reason: 'Baja en la empresa' })).statusCode).toBe(200);
      const page = (await get('/api/admin/audit?table=contracts', acmeAdmin)).json();
      expect(page.total).toBe(2);
      expect(page.items[1]).toMatchObject({
        companyId: ids.acme,
        actorId: ids.admin,
        actorName: 'Carmen Navarro',
        actorRole: 'company-admin',
        action: 'contract.approved',
        table: 'contracts',
        rowId: ids.pending,
        employeeId: owner,
        before: { status: 'pending', signed: true },
        after: { status: 'contracted', signed: true },
      });
      expect(page.items[0]).toMatchObject({
        action: 'contract.cancelled',
        rowId: ids.contracted,
        before: { status: 'contracted' },
        after: { status: 'cancelled', reason: 'Baja en la empresa' },
      });
    });

    it('writes nothing for a refused change (a contract in another state, another company’s)', async () => {
      const before = (await auditRows()).length;
      expect((await post(`/api/admin/contracts/${ids.contracted}/approve`, acmeAdmin)).statusCode).toBe(409);
      expect((await post(`/api/admin/contracts/${ids.pending}/cancel`, globexAdmin, { reason: 'Baja en la empresa' })).statusCode).toBe(404);
      expect((await auditRows()).length).toBe(before);
    });

    it("records the employee's own e-mail and bank-account changes, the account masked to its last four", async () => {
      const currentPassword = await encryptPassword(t.app, 'acme', DEMO_PASSWORD);
      expect((await post('/api/profile', laura, { BAN: NEW_IBAN, currentPassword })).statusCode).toBe(200);
      expect((await post('/api/profile', laura, { email: 'laura.nueva@acme.test', currentPassword })).statusCode).toBe(200);
      const page = (await get(`/api/admin/audit/employees/${ids.laura}?table=users`, acmeAdmin)).json();
      expect(page.items.map((e: { action: string }) => e.action)).toEqual(['profile.emailChanged', 'profile.bankAccountChanged']);
      expect(page.items[0]).toMatchObject({
        actorId: ids.laura,
        actorRole: 'employee',
        before: { email: 'laura.martin@acme.test' },
        after: { email: 'laura.nueva@acme.test' },
      });
      expect(page.items[1].after).toEqual({ BAN: '••••5766' });
      expect(String(page.items[1].before.BAN)).toMatch(/^••••\w{4}$/);
    });

    it('records a password change with no password in it', async () => {
      const david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
      const res = await post('/api/profile/password', david, {
        currentPassword: await encryptPassword(t.app, 'acme', DEMO_PASSWORD),
        password: 'David2026new',
        repeat_password: 'David2026new',
      });
      expect(res.statusCode).toBe(200);
      const [entry] = (await get('/api/admin/audit?action=account.passwordChanged', acmeAdmin)).json().items;
      expect(entry).toMatchObject({ table: 'users', before: { password: '••••' }, after: { password: '••••' } });
    });

    it('records a password set through a reset link, by the employee, with no password or token in it', async () => {
      const token = 'h17-reset-token-0123456789abcdef';
      const marta = await idOf(sql`select id from users where email = 'marta.vidal@acme.test'`);
      await t.database.db.execute(
        sql`insert into password_resets (company_id, user_id, token_hash, expires_at) values (${ids.acme}, ${marta}, ${hashToken(token)}, now() + interval '1 hour')`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/reset-password?access_token=${token}`,
        headers: { host: hostOf('acme') },
        payload: { newPassword: 'Marta2026reset', confirmPassword: 'Marta2026reset' },
      });
      expect(res.statusCode).toBe(200);
      const [entry] = (await get(`/api/admin/audit/employees/${marta}?action=account.passwordChanged`, acmeAdmin)).json().items;
      expect(entry).toMatchObject({ actorId: marta, actorRole: 'employee', after: { password: '••••', via: 'reset-link' } });
      const text = JSON.stringify(await rowsOf(t.database.db, sql`select * from audit_log`));
      for (const secret of [token, hashToken(token), 'Marta2026reset']) expect(text).not.toContain(secret);
    });

    it('stores no bank account, password, personal ID or token in clear anywhere in the table', async () => {
      const text = JSON.stringify(await rowsOf(t.database.db, sql`select * from audit_log`));
      for (const secret of [NEW_IBAN, '5766 ', 'David2026new', DEMO_PASSWORD, '12345678Z', 'Bearer']) expect(text).not.toContain(secret);
      expect(text).not.toContain(laura.authorization!.slice('Bearer '.length));
    });
  });

  describe('append-only', () => {
    it('refuses to update, delete or truncate an entry, whoever asks the database', async () => {
      const count = (await auditRows()).length;
      expect(count).toBeGreaterThan(0);
      for (const statement of [sql`update audit_log set action = 'contract.approved'`, sql`delete from audit_log`, sql`truncate audit_log`])
        await expect(t.database.db.execute(statement)).rejects.toThrow();
      expect((await auditRows()).length).toBe(count);
    });
  });

  describe('reading it', () => {
    beforeAll(async () => {
      // Entries on fixed days (Madrid): just after midnight on 16 January, 1 March at noon; one of globex's.
      const entry = (companyId: number, at: string, subject: number | null) =>
        t.database.db.execute(
          sql`insert into audit_log (company_id, at, actor_user_id, actor_role, action, table_name, row_id, subject_user_id, before, after)
              values (${companyId}, ${at}, ${ids.admin}, 'company-admin', 'contract.cancelled', 'contracts', 1, ${subject}, '{}', '{}')`,
        );
      await entry(ids.acme, '2026-01-15T23:30:00Z', ids.laura);
      await entry(ids.acme, '2026-03-01T11:00:00Z', null);
      await entry(ids.globex, '2026-01-15T10:00:00Z', ids.joao);
    });

    it('shows each company its own entries only', async () => {
      const globex = (await get('/api/admin/audit', globexAdmin)).json();
      expect(globex.total).toBe(1);
      expect(globex.items[0]).toMatchObject({ companyId: ids.globex, employeeId: ids.joao });
      const acme = (await get('/api/admin/audit?pageSize=200', acmeAdmin)).json();
      expect(acme.items.every((e: { companyId: number }) => e.companyId === ids.acme)).toBe(true);
    });

    it('filters by Madrid days, action, table and actor, and pages newest first', async () => {
      // 23:30 UTC on 15 January is already the 16th in Madrid (UTC+1).
      const jan16 = (await get('/api/admin/audit?from=2026-01-16&to=2026-01-16', acmeAdmin)).json();
      expect(jan16.items.map((e: { at: string }) => e.at)).toEqual(['2026-01-15T23:30:00.000Z']);
      expect((await get('/api/admin/audit?from=2026-01-01&to=2026-01-15', acmeAdmin)).json().total).toBe(0);
      expect((await get('/api/admin/audit?from=2026-01-01&to=2026-03-31', acmeAdmin)).json().total).toBe(2);
      expect((await get('/api/admin/audit?action=profile.emailChanged', acmeAdmin)).json().total).toBe(1);
      expect((await get(`/api/admin/audit?actorId=${ids.laura}`, acmeAdmin)).json().total).toBe(2);
      const all = (await get('/api/admin/audit', acmeAdmin)).json();
      const first = (await get('/api/admin/audit?pageSize=2', acmeAdmin)).json();
      const second = (await get('/api/admin/audit?pageSize=2&page=2', acmeAdmin)).json();
      expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
      expect([...first.items, ...second.items].map((e: { id: number }) => e.id)).toEqual(all.items.slice(0, 4).map((e: { id: number }) => e.id));
      const times = all.items.map((e: { at: string }) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('answers bad filters 400 with a message per field', async () => {
      const bad = await get('/api/admin/audit?from=2026-02-30&action=contract.deleted&table=secrets&actorId=abc&pageSize=0&page=0', acmeAdmin);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['action', 'actorId', 'from', 'page', 'pageSize', 'table']);
      const backwards = await get('/api/admin/audit?from=2026-03-01&to=2026-02-01', acmeAdmin);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fields).toHaveProperty('to');
      const csv = await get('/api/admin/audit/csv?employeeId=-1', acmeAdmin);
      expect(csv.statusCode).toBe(400);
      expect(csv.json().fields).toHaveProperty('employeeId');
    });

    it("reads one employee's entries, and answers 404 for another company's employee or an unknown id", async () => {
      const page = (await get(`/api/admin/audit/employees/${ids.laura}`, acmeAdmin)).json();
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items.every((e: { employeeId: number }) => e.employeeId === ids.laura)).toBe(true);
      expect((await get(`/api/admin/audit/employees/${ids.joao}`, acmeAdmin)).statusCode).toBe(404);
      expect((await get(`/api/admin/audit/employees/${ids.laura}`, globexAdmin)).statusCode).toBe(404);
      expect((await get('/api/admin/audit/employees/2147483647', acmeAdmin)).statusCode).toBe(404);
      expect((await get(`/api/admin/audit/csv?employeeId=${ids.laura}`, globexAdmin)).statusCode).toBe(404);
    });

    it('exports the filtered entries as a CSV download, masked as stored', async () => {
      const res = await get('/api/admin/audit/csv?table=users', acmeAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log\.csv"/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('at,actor,actorRole,action,table,rowId,employeeId,employee,before,after');
      expect(lines).toHaveLength(1 + (await get('/api/admin/audit?table=users', acmeAdmin)).json().total);
      expect(res.body).toContain('profile.bankAccountChanged');
      expect(res.body).toContain('""BAN"":""••••5766""');
      expect(res.body).not.toContain(NEW_IBAN);
      const one = await get(`/api/admin/audit/csv?employeeId=${ids.joao}`, globexAdmin);
      expect(one.body.trimEnd().split('\r\n')).toHaveLength(2);
    });
  });
});
