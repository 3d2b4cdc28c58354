import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

type Headers = Record<string, string>;
type Products = { items: { id: number; alias: string; isEnabled: boolean; isActiveForEmployee: boolean }[] };

/** Product activation per employee (docs/product/employee-portal.md §6): the company decides which products each person may hire. */
describe('the administrator switches products per employee', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let david: Headers;
  const ids = { david: 0, globexProduct: 0 };

  const url = () => `/api/admin/employees/${ids.david}/products`;
  const get = (headers = acmeAdmin) => t.app.inject({ method: 'GET', url: url(), headers });
  const put = (productIds: unknown, headers = acmeAdmin) => t.app.inject({ method: 'PUT', url: url(), headers, payload: { productIds } });
  const productsOf = async () => (await get()).json() as Products;
  const enabledAliases = (products: Products) => products.items.filter((p) => p.isEnabled).map((p) => p.alias);
  const profileAliases = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/profile', headers: david })).json() as { products: { category: { alias: string } }[] }).products.map(
      (p) => p.category.alias,
    );

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    ids.david = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'david.moreno@acme.test'`)).id);
    ids.globexProduct = Number(
      (await oneRow<{ id: number }>(t.database.db, sql`select p.id from products p join companies c on c.id = p.company_id where c.slug = 'globex' limit 1`))
        .id,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every product of the company with whether the employee may hire it and the employee's own switch", async () => {
    const products = await productsOf();
    expect(products.items.length).toBeGreaterThan(3);
    expect(products.items.filter((p) => !p.isEnabled).every((p) => !p.isActiveForEmployee)).toBe(true);
    expect(enabledAliases(products).sort()).toEqual((await profileAliases()).sort());
  });

  it('takes products away and gives them back, switched on, as the employee sees at once; audited by category', async () => {
    const all = (await productsOf()).items;
    const kept = all.filter((p) => p.alias !== 'gym' && p.alias !== 'food');
    const res = await put(kept.map((p) => p.id));
    expect(res.statusCode).toBe(200);
    expect(enabledAliases(res.json())).not.toContain('gym');
    expect(await profileAliases()).not.toContain('food');

    const back = await put(all.map((p) => p.id));
    expect(back.json().items.find((p: { alias: string }) => p.alias === 'gym')).toMatchObject({ isEnabled: true, isActiveForEmployee: true });
    expect(await profileAliases()).toContain('food');

    const entries = await rowsOf<{ before: { products: string }; after: { products: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'employee.productsChanged' order by id`,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before.products).toContain('gym');
    expect(entries[0]!.after.products).not.toContain('gym');
    // The same set again changes nothing and writes no entry.
    expect((await put(all.map((p) => p.id))).statusCode).toBe(200);
    expect(await rowsOf(t.database.db, sql`select 1 from audit_log where action = 'employee.productsChanged'`)).toHaveLength(2);
  });

  it("refuses another company's product, an unknown id or a repeated one on productIds, and changes nothing", async () => {
    const before = await productsOf();
    const first = before.items[0]!.id;
    for (const productIds of [[first, ids.globexProduct], [first, 2_000_000_000], [first, first], 'all', [0]]) {
      const res = await put(productIds);
      expect(res.statusCode, JSON.stringify(productIds)).toBe(400);
      expect(Object.keys(res.json().fields).join()).toContain('productIds');
    }
    expect(await productsOf()).toEqual(before);
  });

  it("answers 404 to another company's administrator and to the employee", async () => {
    expect((await get(globexAdmin)).statusCode).toBe(404);
    expect((await put([], globexAdmin)).statusCode).toBe(404);
    expect((await get(david)).statusCode).toBe(404);
    expect((await put([], david)).statusCode).toBe(404);
    expect(enabledAliases(await productsOf()).length).toBeGreaterThan(3);
  });
});
