import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

type Headers = Record<string, string>;
interface Unit {
  id: number;
  name: string;
  userCount: number;
  otherCount: number;
}

/** The company's legal entities, offices and collectives. */
describe('company structure', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });
  const list = async (kind: string, headers = acmeAdmin): Promise<Unit[]> => (await call('GET', `/api/admin/company/${kind}`, headers)).json().items;
  const actions = async () => (await rowsOf<{ action: string }>(t.database.db, sql`select action from audit_log order by id`)).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each kind of the company acted on, by name, with what points at each', async () => {
    const collectives = await list('collectives');
    expect(collectives.map((c) => c.name)).toEqual(['Oficinas Centrales', 'Red Comercial']);
    expect(collectives[0]!.userCount).toBeGreaterThan(0);
    expect(collectives[0]!.otherCount).toBeGreaterThan(0);
    expect((await list('offices')).map((o) => o.name)).toEqual(['Barcelona - Diagonal', 'Madrid - Castellana']);
    expect((await list('legal-entities')).length).toBeGreaterThan(0);
    expect((await list('offices', globexAdmin)).map((o) => o.name)).toEqual(['Lisboa', 'Vigo']);
  });

  it('creates and renames, audited, and answers 400 per field for a blank or long name', async () => {
    const created = await call('POST', '/api/admin/company/offices', acmeAdmin, { name: '  Sevilla  ' });
    expect(created.statusCode).toBe(200);
    const office = created.json();
    expect(office).toMatchObject({ name: 'Sevilla', userCount: 0, otherCount: 0 });
    const renamed = await call('PUT', `/api/admin/company/offices/${office.id}`, acmeAdmin, { name: 'Sevilla - Triana' });
    expect(renamed.json()).toMatchObject({ id: office.id, name: 'Sevilla - Triana' });
    expect((await actions()).slice(-2)).toEqual(['office.created', 'office.renamed']);
    for (const name of ['   ', 'x'.repeat(121)]) {
      const bad = await call('POST', '/api/admin/company/collectives', acmeAdmin, { name });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('name');
    }
    const badId = await call('PUT', '/api/admin/company/offices/abc', acmeAdmin, { name: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
  });

  it("answers 404 to an employee, and to another company's administrator on this company's ids", async () => {
    const [central] = await list('collectives');
    expect((await call('GET', '/api/admin/company/collectives', laura)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/company/collectives', laura, { name: 'x' })).statusCode).toBe(404);
    const globexGeneral = (await list('collectives', globexAdmin))[0]!;
    const before = await actions();
    expect((await call('PUT', `/api/admin/company/collectives/${central!.id}`, globexAdmin, { name: 'Robado' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/company/collectives/${central!.id}`, globexAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/company/collectives/${central!.id}/merge`, globexAdmin, { targetId: globexGeneral.id })).statusCode).toBe(404);
    // Merging one of its own into another company's is a 404 too.
    expect((await call('POST', `/api/admin/company/collectives/${globexGeneral.id}/merge`, globexAdmin, { targetId: central!.id })).statusCode).toBe(404);
    expect(await actions()).toEqual(before);
    expect((await list('collectives'))[0]).toEqual(central);
  });

  it('refuses to delete a unit people point at (409), deletes an unused one', async () => {
    const [central] = await list('collectives');
    const res = await call('DELETE', `/api/admin/company/collectives/${central!.id}`, acmeAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STRUCTURE_IN_USE' });
    const empty = (await call('POST', '/api/admin/company/legal-entities', acmeAdmin, { name: 'Acme Vacía S.L.' })).json();
    expect((await call('DELETE', `/api/admin/company/legal-entities/${empty.id}`, acmeAdmin)).statusCode).toBe(204);
    expect((await list('legal-entities')).map((l) => l.id)).not.toContain(empty.id);
    expect((await actions()).slice(-2)).toEqual(['legalEntity.created', 'legalEntity.deleted']);
    expect((await call('DELETE', `/api/admin/company/legal-entities/${empty.id}`, acmeAdmin)).statusCode).toBe(404);
  });

  it('merges a collective into another: its people, benefits, contracts and news move, then it is gone, in one audited step', async () => {
    const [central, sales] = await list('collectives');
    const count = (table: string, id: number) =>
      oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where collective_id = ${id}`).then((r) => Number(r.n));
    const lauraCollective = async () =>
      (await oneRow<{ id: number }>(t.database.db, sql`select collective_id as id from users where email = 'laura.martin@acme.test'`)).id;
    const movedUsers = central!.userCount;
    const contractsBefore = (await count('contracts', central!.id)) + (await count('contracts', sales!.id));
    const self = await call('POST', `/api/admin/company/collectives/${central!.id}/merge`, acmeAdmin, { targetId: central!.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toHaveProperty('targetId');

    const res = await call('POST', `/api/admin/company/collectives/${central!.id}/merge`, acmeAdmin, { targetId: sales!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      movedUsers,
      movedOther: central!.otherCount,
      target: { id: sales!.id, userCount: sales!.userCount + movedUsers, otherCount: sales!.otherCount + central!.otherCount },
    });
    expect(await list('collectives')).toEqual([res.json().target]);
    expect(await lauraCollective()).toBe(sales!.id);
    for (const table of ['users', 'benefits', 'contracts', 'news_message_collectives']) expect(await count(table, central!.id)).toBe(0);
    expect(await count('contracts', sales!.id)).toBe(contractsBefore);
    const [entry] = await rowsOf<{ row_id: number; before: object; after: object }>(
      t.database.db,
      sql`select row_id, before, after from audit_log where action = 'collective.merged'`,
    );
    expect(entry).toMatchObject({ row_id: central!.id, before: { name: 'Oficinas Centrales' }, after: { mergedInto: sales!.id, movedUsers } });
    // Laura still reads her catalogue, now her new collective's.
    expect((await call('GET', '/api/profile', laura)).statusCode).toBe(200);
  });

  it('merges offices, moving their people', async () => {
    const [barcelona, madrid] = await list('offices');
    const res = await call('POST', `/api/admin/company/offices/${barcelona!.id}/merge`, acmeAdmin, { targetId: madrid!.id });
    expect(res.json()).toMatchObject({ movedUsers: barcelona!.userCount, movedOther: 0 });
    expect((await list('offices')).find((o) => o.id === madrid!.id)!.userCount).toBe(barcelona!.userCount + madrid!.userCount);
  });
});
