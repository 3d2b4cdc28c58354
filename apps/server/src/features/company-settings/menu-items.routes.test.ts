import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { rowsOf } from '../../test/sql-rows';

type Headers = Record<string, string>;
interface Tile {
  id: number;
  icon: string;
  link: string;
  position: number;
  name: Record<string, string>;
  hiddenReason: string | null;
}

const url = '/api/admin/company/menu-items';
const tile = { icon: 'documents', link: '/documents', name: { es: 'Nóminas', ca: 'Nòmines', en: 'Payslips' } };

/** The company's main-menu tiles. */
describe('company menu items', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: path, headers, payload });
  const list = async (headers = acmeAdmin): Promise<Tile[]> => (await call('GET', url, headers)).json().items;
  const employeeMenu = async () => (await call('GET', '/api/menu', laura)).json() as { id: number; link: string; name: Record<string, string> }[];
  const audit = () =>
    rowsOf<{ action: string; table_name: string; row_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, table_name, row_id, before, after from audit_log where action like 'menuItem.%' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the company's tiles in their order, as employees see them", async () => {
    const tiles = await list();
    expect(tiles.map((item) => item.position)).toEqual(tiles.map((_, index) => index + 1));
    expect(tiles[0]).toMatchObject({ icon: 'info', link: '/home', name: { es: 'Mi plan' } });
    expect((await employeeMenu()).map((item) => item.id)).toEqual(tiles.map((item) => item.id));
    expect((await list(globexAdmin)).every((item) => !tiles.some((own) => own.id === item.id))).toBe(true);
  });

  it('creates a tile after the last one, audited, and employees see it at once', async () => {
    const before = await list();
    const res = await call('POST', url, acmeAdmin, { ...tile, name: { ...tile.name, en: '  Payslips  ', pt: '' } });
    expect(res.statusCode).toBe(200);
    const created = res.json() as Tile;
    expect(created).toMatchObject({ icon: 'documents', link: '/documents', position: before.length + 1, name: { es: 'Nóminas', en: 'Payslips' } });
    expect(created.name).not.toHaveProperty('pt');
    expect((await employeeMenu()).at(-1)).toMatchObject({ id: created.id, name: { en: 'Payslips' } });
    const [entry] = (await audit()).filter((e) => e.action === 'menuItem.created');
    expect(entry).toMatchObject({ table_name: 'menu_items', row_id: created.id, before: {}, after: { icon: 'documents', nameEs: 'Nóminas' } });

    const external = await call('POST', url, acmeAdmin, { icon: 'other', link: 'https://intranet.acme.test/benefits?x=1', name: { es: 'Intranet' } });
    expect(external.statusCode).toBe(200);
  });

  it('changes a tile, auditing only what changed; the same again writes no entry', async () => {
    const created = (await list()).find((item) => item.name.es === 'Nóminas')!;
    const change = { icon: 'remuneration', link: '/flexible', name: { es: 'Nóminas', en: 'Pay' } };
    const res = await call('PUT', `${url}/${created.id}`, acmeAdmin, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, icon: 'remuneration', link: '/flexible', name: { es: 'Nóminas', en: 'Pay' } });
    expect((await employeeMenu()).find((item) => item.id === created.id)).toMatchObject({ link: '/flexible', name: { en: 'Pay' } });
    const updates = (await audit()).filter((e) => e.action === 'menuItem.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.before).toEqual({ icon: 'documents', link: '/documents', nameEn: 'Payslips', nameCa: 'Nòmines' });
    expect(updates[0]!.after).toEqual({ icon: 'remuneration', link: '/flexible', nameEn: 'Pay', nameCa: null });
    expect((await call('PUT', `${url}/${created.id}`, acmeAdmin, change)).statusCode).toBe(200);
    expect((await audit()).filter((e) => e.action === 'menuItem.updated')).toHaveLength(1);
  });

  it('reorders with exactly the company’s ids, audited; employees see the new order', async () => {
    const ids = (await list()).map((item) => item.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `${url}/order`, acmeAdmin, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: Tile) => item.id)).toEqual(reversed);
    expect((await employeeMenu()).map((item) => item.id)).toEqual(reversed);
    const entry = (await audit()).find((e) => e.action === 'menuItem.reordered');
    expect(entry).toMatchObject({ before: { order: ids.join(',') }, after: { order: reversed.join(',') } });
  });

  it('refuses a reorder that is not exactly the company’s ids with 400 on ids, changing nothing', async () => {
    const ids = (await list()).map((item) => item.id);
    const globexId = (await list(globexAdmin))[0]!.id;
    const entries = (await audit()).length;
    for (const body of [
      { ids: ids.slice(1) },
      { ids: [...ids.slice(1), globexId] },
      { ids: [...ids, globexId] },
      { ids: [...ids.slice(1), ids[1]] },
      { ids: [] },
      { ids: ['x'] },
      {},
    ]) {
      const res = await call('PUT', `${url}/order`, acmeAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys(res.json().fields).some((field) => field.startsWith('ids')),
        JSON.stringify(body),
      ).toBe(true);
    }
    expect((await list()).map((item) => item.id)).toEqual(ids);
    expect((await audit()).length).toBe(entries);
  });

  it('answers 400 by field for a bad link, a missing name, a long one or an unknown icon, creating nothing', async () => {
    const count = (await list()).length;
    const cases: [object, string][] = [
      [{ ...tile, link: 'javascript:alert(1)' }, 'link'],
      [{ ...tile, link: '//evil.test' }, 'link'],
      [{ ...tile, link: '/\\evil.test' }, 'link'],
      [{ ...tile, link: 'http://acme.test' }, 'link'],
      [{ ...tile, link: 'documents' }, 'link'],
      [{ ...tile, link: '' }, 'link'],
      [{ ...tile, name: { en: 'Only English' } }, 'name.es'],
      [{ ...tile, name: { es: '   ' } }, 'name.es'],
      [{ ...tile, name: { es: 'x'.repeat(61) } }, 'name.es'],
      [{ ...tile, name: { es: 'Vale', fr: 'Non' } }, 'name'],
      [{ icon: 'rocket', link: '/home', name: { es: 'Cohete' } }, 'icon'],
      [{ link: '/home', name: { es: 'Sin icono' } }, 'icon'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', url, acmeAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const someId = (await list())[0]!.id;
    const bad = await call('PUT', `${url}/${someId}`, acmeAdmin, { ...tile, link: 'javascript:alert(1)' });
    expect(bad.json().fields).toHaveProperty('link');
    expect((await call('PUT', `${url}/abc`, acmeAdmin, tile)).json().fields).toHaveProperty('id');
    expect((await list()).length).toBe(count);
  });

  it("answers 404 to an employee, and to another company's administrator on this company's tiles", async () => {
    const [first] = await list();
    const entries = (await audit()).length;
    expect((await call('GET', url, laura)).statusCode).toBe(404);
    expect((await call('POST', url, laura, tile)).statusCode).toBe(404);
    expect((await call('POST', url, laura, { bad: true })).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${first!.id}`, laura, tile)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${first!.id}`, laura)).statusCode).toBe(404);
    expect((await call('PUT', `${url}/order`, laura, { ids: [first!.id] })).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${first!.id}`, globexAdmin, tile)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${first!.id}`, globexAdmin)).statusCode).toBe(404);
    expect((await list())[0]).toEqual(first);
    expect((await audit()).length).toBe(entries);
  });

  it('deletes a tile, audited; employees no longer see it, and a second delete is a 404', async () => {
    const target = (await list()).find((item) => item.name.es === 'Intranet')!;
    expect((await call('DELETE', `${url}/${target.id}`, acmeAdmin)).statusCode).toBe(204);
    expect((await list()).map((item) => item.id)).not.toContain(target.id);
    expect((await employeeMenu()).map((item) => item.id)).not.toContain(target.id);
    expect((await audit()).at(-1)).toMatchObject({ action: 'menuItem.deleted', row_id: target.id, before: { link: target.link, nameEs: 'Intranet' } });
    expect((await call('DELETE', `${url}/${target.id}`, acmeAdmin)).statusCode).toBe(404);
  });

  it('tells the administrator which tiles employees do not see, and why: the rule GET /api/menu applies', async () => {
    const compensation = (await list()).find((item) => item.link === '/compensation')!;
    expect(compensation.hiddenReason).toBeNull();
    expect((await employeeMenu()).map((item) => item.id)).toContain(compensation.id);

    await t.database.db.execute(sql`update companies set hide_compensation = true where slug = 'acme'`);
    try {
      const tiles = await list();
      expect(tiles.filter((item) => item.hiddenReason !== null)).toEqual([
        expect.objectContaining({ id: compensation.id, hiddenReason: 'compensationHidden' }),
      ]);
      const shown = tiles.filter((item) => item.hiddenReason === null).map((item) => item.id);
      expect((await employeeMenu()).map((item) => item.id)).toEqual(shown);
      // The reorder answers the same list.
      const reordered = await call('PUT', `${url}/order`, acmeAdmin, { ids: tiles.map((item) => item.id) });
      expect(reordered.json().items.find((item: Tile) => item.id === compensation.id).hiddenReason).toBe('compensationHidden');
    } finally {
      await t.database.db.execute(sql`update companies set hide_compensation = false where slug = 'acme'`);
    }
  });
});
