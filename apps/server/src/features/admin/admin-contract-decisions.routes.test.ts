import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

type Mail = { to: string; subject: string; text: string };

/**
 * Approve, reject and cancel (docs/product/back-office.md §3): each allowed from its states only
 * (409 otherwise, nothing changed), a reason required to reject or cancel, the employee e-mailed in
 * their language through the outbox, every change audited; bulk approval reports per contract.
 */
describe('the administrator decides on contracts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let acme: number;
  let laura: number;
  let globexContract: number;

  const post = (url: string, payload?: object, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload });
  const status = async (id: number) =>
    (await oneRow<{ status: string; signed: boolean }>(t.database.db, sql`select status, signed from contracts where id = ${id}`)).status;
  const lastMailTo = async (to: string) =>
    (await rowsOf<Mail>(t.database.db, sql`select "to", subject, text from mail_outbox where "to" = ${to} order by id desc limit 1`))[0];
  const mailCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`)).n);
  const auditOf = (id: number) =>
    rowsOf<{ action: string; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, after from audit_log where table_name = 'contracts' and row_id = ${id} order by id`,
    );
  /** A contract of laura's in a given state, made for the case (a copy of her formation with its items). */
  const lauraContract = async (state: 'pending-signed' | 'pending-unsigned' | 'contracted'): Promise<number> => {
    const [statusOf, signed] = state === 'contracted' ? ['contracted', true] : ['pending', state === 'pending-signed'];
    const row = await oneRow<{ id: number }>(
      t.database.db,
      sql`insert into contracts (company_id, user_id, benefit_id, category, collective_id, year, status, signed, price, final_price, contributed_price, details, additional_info)
          select company_id, user_id, benefit_id, category, collective_id, year, ${statusOf}, ${signed}, price, final_price, contributed_price, details, additional_info
          from contracts where user_id = ${laura} and category = 'formation' order by id limit 1 returning id`,
    );
    return Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    acme = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'acme'`)).id);
    laura = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'laura.martin@acme.test'`)).id);
    // A contract of globex's, under review: what acme's administrator must never reach.
    globexContract = Number(
      (
        await oneRow<{ id: number }>(
          t.database.db,
          sql`insert into contracts (company_id, user_id, benefit_id, category, collective_id, year, status, signed, price, final_price, contributed_price)
              select co.id, u.id, c.benefit_id, c.category, c.collective_id, c.year, 'pending', true, c.price, c.final_price, c.contributed_price
              from contracts c, companies co, users u
              where c.user_id = ${laura} and c.category = 'formation' and co.slug = 'globex' and u.email = 'joao.silva@globex.test'
              order by c.id limit 1 returning id`,
        )
      ).id,
    );
    expect(acme).toBeGreaterThan(0);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`update users set language = 'es' where id = ${laura}`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('reject and cancel ask a reason', () => {
    it('refuses a missing, blank or overlong reason by field, changing nothing', async () => {
      const id = await lauraContract('pending-signed');
      for (const action of ['reject', 'cancel']) {
        for (const payload of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }, { reason: 'ok', extra: 1 }]) {
          const res = await post(`/api/admin/contracts/${id}/${action}`, payload);
          expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
          if (payload && 'reason' in payload && !('extra' in payload)) expect(res.json().fields).toHaveProperty('reason');
        }
      }
      expect(await status(id)).toBe('pending');
      expect(await auditOf(id)).toEqual([]);
    });

    it('rejects a contract under review with the reason, e-mailed to the employee in Spanish and audited', async () => {
      const id = await lauraContract('pending-signed');
      const res = await post(`/api/admin/contracts/${id}/reject`, { reason: 'Falta la factura del centro' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, status: 'cancelled' });
      expect(await status(id)).toBe('cancelled');
      const mail = await lastMailTo('laura.martin@acme.test');
      expect(mail?.subject).toContain('Tu contrato no se ha aprobado');
      expect(mail?.text).toContain('Motivo: Falta la factura del centro');
      expect(await auditOf(id)).toEqual([{ action: 'contract.rejected', after: { status: 'cancelled', signed: true, reason: 'Falta la factura del centro' } }]);
    });

    it('cancels a contracted one with the reason, in the language the employee chose', async () => {
      await t.database.db.execute(sql`update users set language = 'en' where id = ${laura}`);
      const id = await lauraContract('contracted');
      expect((await post(`/api/admin/contracts/${id}/cancel`, { reason: 'You left the company' })).statusCode).toBe(200);
      const mail = await lastMailTo('laura.martin@acme.test');
      expect(mail?.subject).toContain('Your contract was cancelled');
      expect(mail?.text).toContain('Reason: You left the company');
      expect((await auditOf(id)).map((a) => a.action)).toEqual(['contract.cancelled']);
    });

    it('answers 409 for a move its state does not allow, and changes, audits and e-mails nothing', async () => {
      const contracted = await lauraContract('contracted');
      const before = await mailCount();
      expect((await post(`/api/admin/contracts/${contracted}/reject`, { reason: 'No' })).json().code).toBe('CONTRACT_STATE');
      expect((await post(`/api/admin/contracts/${contracted}/approve`)).statusCode).toBe(409);
      const cancelled = await lauraContract('pending-signed');
      expect((await post(`/api/admin/contracts/${cancelled}/cancel`, { reason: 'Duplicado' })).statusCode).toBe(200);
      expect((await post(`/api/admin/contracts/${cancelled}/cancel`, { reason: 'Otra vez' })).statusCode).toBe(409);
      expect((await post(`/api/admin/contracts/${cancelled}/reject`, { reason: 'Otra vez' })).statusCode).toBe(409);
      expect(await status(contracted)).toBe('contracted');
      expect(await auditOf(contracted)).toEqual([]);
      expect(await mailCount()).toBe(before + 1);
    });

    it("answers 404 for another company's contract, leaving it as it was", async () => {
      const before = await status(globexContract);
      for (const action of ['reject', 'cancel'])
        expect((await post(`/api/admin/contracts/${globexContract}/${action}`, { reason: 'No' })).statusCode).toBe(404);
      expect((await post(`/api/admin/contracts/${globexContract}/approve`)).statusCode).toBe(404);
      expect(await status(globexContract)).toBe(before);
    });
  });

  it('approves a contract under review and tells the employee it is contracted, in Catalan when they chose it', async () => {
    await t.database.db.execute(sql`update users set language = 'ca' where id = ${laura}`);
    const id = await lauraContract('pending-signed');
    expect((await post(`/api/admin/contracts/${id}/approve`)).json()).toEqual({ id, status: 'contracted' });
    const mail = await lastMailTo('laura.martin@acme.test');
    expect(mail?.subject).toContain('El teu contracte està aprovat');
    expect(mail?.text).not.toContain('Motiu');
  });

  describe('POST /api/admin/contracts/bulk-approve', () => {
    it('approves each contract it can and reports the others, in the order asked', async () => {
      const [a, b, unsigned, contracted] = [
        await lauraContract('pending-signed'),
        await lauraContract('pending-signed'),
        await lauraContract('pending-unsigned'),
        await lauraContract('contracted'),
      ];
      const res = await post('/api/admin/contracts/bulk-approve', { ids: [a, unsigned, globexContract, contracted, b, 2_147_483_647] });
      expect(res.statusCode, res.body).toBe(200);
      // In the order asked; the ids are not echoed (another company's would otherwise come back in the answer).
      expect(res.json()).toEqual({ approved: 2, outcomes: ['approved', 'notAllowed', 'notFound', 'notAllowed', 'approved', 'notFound'] });
      expect([await status(a), await status(b), await status(unsigned)]).toEqual(['contracted', 'contracted', 'pending']);
      expect((await auditOf(a)).map((x) => x.action)).toEqual(['contract.approved']);
    });

    it('refuses an empty, repeated, overlong or malformed list by field', async () => {
      for (const ids of [[], [1, 1], Array.from({ length: 101 }, (_, i) => i + 1), ['1'], [0], [2_147_483_648]]) {
        const res = await post('/api/admin/contracts/bulk-approve', { ids });
        expect(res.statusCode, JSON.stringify(ids).slice(0, 40)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).some((f) => f.startsWith('ids'))).toBe(true);
      }
      expect((await post('/api/admin/contracts/bulk-approve', {})).statusCode).toBe(400);
      const acmes = await lauraContract('pending-signed');
      expect((await post('/api/admin/contracts/bulk-approve', { ids: [acmes] }, globexAdmin)).json()).toEqual({ approved: 0, outcomes: ['notFound'] });
      expect(await status(acmes)).toBe('pending');
    });
  });
});
