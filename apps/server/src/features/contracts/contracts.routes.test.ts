import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

/** Today is 2026-11-23, after acme's cut-off day (20): new items start in January 2027. */
const YEAR = 2027;
const allMonths = Array.from({ length: 12 }, (_, i) => i + 1);
const monthly = (price: number, months = allMonths, familyId: number | null = null) => months.map((month) => ({ familyId, month, price }));

describe('cart items: POST, PUT and DELETE /api/contracts', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  const benefitIds: Record<string, number> = {};
  const familyIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    for (const category of ['gym', 'transport', 'kindergarten', 'informative', 'health-insurance', 'food']) {
      const list = (await t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers: laura })).json();
      for (const b of list) benefitIds[b.name.es] = b.id;
    }
    const family = (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json();
    for (const m of family) familyIds[m.firstName] = m.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: object, headers = laura) => t.app.inject({ method: 'POST', url: '/api/contracts', headers, payload: body });
  const put = (id: number, body: object, headers = laura) => t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers, payload: body });
  const del = (id: number, headers = laura) => t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers });
  const bags = async () => (await t.app.inject({ method: 'GET', url: `/api/bags?year=${YEAR}`, headers: laura })).json().overview;

  it('adds a monthly benefit to the cart, re-priced by the server, and the top bag moves', async () => {
    const before = await bags();
    const res = await post({ year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(3990) });
    expect(res.statusCode).toBe(201);
    const contract = res.json();
    expect(contract).toMatchObject({
      status: 'cart',
      signed: false,
      product: 'gym',
      year: YEAR,
      price: 47_880,
      finalPrice: 47_880,
      contributedPrice: 0,
      version: 1,
    });
    expect(contract.items).toHaveLength(12);
    // The user bag is spent first, then the top bag (docs/decisions/214-the-user-bag-is-spent-first-and-bag-charges-are.md): together they drop by the price.
    const after = await bags();
    expect(after.top.available + after.user.available).toBe(before.top.available + before.user.available - 47_880);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json();
    expect(profile.cart.map((c: { id: number }) => c.id)).toContain(contract.id);
    await del(contract.id);
  });

  it('refuses a zero total, an amount below the minimum and a month already closed', async () => {
    const gym = benefitIds['Wellhub gimnasios'];
    expect((await post({ year: YEAR, benefitId: gym, items: monthly(0) })).json().code).toBe('ZERO_PRICE');
    const low = await post({ year: YEAR, benefitId: gym, items: monthly(1000) });
    expect(low.statusCode).toBe(400);
    expect(low.json().code).toBe('MIN_AMOUNT_NOT_REACHED');
    const closed = await post({ year: 2026, benefitId: gym, items: monthly(3990, [12]) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('MONTH_NOT_AVAILABLE');
  });

  it("refuses a price over the available bag with the spec's message", async () => {
    // 12 × 400 € is more than the top bag and the user bag together (3 000 € + 700 €).
    const res = await post({ year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(40_000) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_EXCEEDS_AVAILABLE', message: 'El precio ha excedido la cantidad disponible' });
  });

  it('caps transport at 1 500 € a year', async () => {
    const res = await post({ year: YEAR, benefitId: benefitIds['Tarjeta transporte'], items: monthly(13_000) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRANSPORT_YEAR_CAP');
    const ok = await post({ year: YEAR, benefitId: benefitIds['Tarjeta transporte'], items: monthly(12_500) });
    expect(ok.statusCode).toBe(201);
    await del(ok.json().id);
  });

  it('offers kindergarten only for a child under 3', async () => {
    const kinder = benefitIds['Cheque guardería'];
    const lucia = await post({ year: YEAR, benefitId: kinder, items: monthly(30_000, [1, 2], familyIds['Lucía']) });
    expect(lucia.statusCode).toBe(409);
    expect(lucia.json().code).toBe('KINDERGARTEN_AGE');
    const hugo = await post({ year: YEAR, benefitId: kinder, items: monthly(30_000, [1, 2, 3], familyIds['Hugo']) });
    expect(hugo.statusCode).toBe(201);
    expect(hugo.json().items.every((i: { familyId: number }) => i.familyId === familyIds['Hugo'])).toBe(true);
    await del(hugo.json().id);
  });

  it('refuses informative benefits and a supplementary without its main benefit', async () => {
    expect((await post({ year: YEAR, benefitId: benefitIds['Descuentos en ópticas'], items: monthly(1000) })).json().code).toBe('INFORMATIVE_NOT_CONTRACTABLE');
    const dental = await post({ year: YEAR, benefitId: benefitIds['Sanitas Dental'], items: monthly(900) });
    expect(dental.statusCode).toBe(400);
    expect(dental.json().code).toBe('MAIN_BENEFIT_FIRST');
  });

  it('refuses benefits of another collective and of a switched-off product, and 404 for unknown ids', async () => {
    const other = await oneRow<{ id: number }>(
      t.database.db,
      sql`select b.id from benefits b join collectives c on c.id = b.collective_id where c.name = 'Red Comercial' limit 1`,
    );
    const res = await post({ year: YEAR, benefitId: other.id, items: monthly(2990) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_ALLOWED_TO_HIRE', message: expect.stringContaining('contacta con el administrador') });
    expect((await post({ year: YEAR, benefitId: 999_999, items: monthly(2990) })).statusCode).toBe(404);

    await t.database.db.execute(
      sql`update user_products set is_active = false where user_id = (select id from users where email = 'laura.martin@acme.test') and product_id = (select product_id from benefits where id = ${benefitIds['Tarjeta restaurante']})`,
    );
    try {
      expect((await post({ year: YEAR, benefitId: benefitIds['Tarjeta restaurante'], items: monthly(15_000) })).json().code).toBe('NOT_ALLOWED_TO_HIRE');
    } finally {
      await t.database.db.execute(sql`update user_products set is_active = true`);
    }
  });

  it('answers 400 with per-field messages for a malformed body', async () => {
    const res = await post({ year: 'next', benefitId: -1, items: [{ month: 13, price: 1.5 }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['year', 'benefitId']));
  });

  it('changes a cart item, and a second change from a stale tab gets a clear conflict', async () => {
    const created = (await post({ year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(3990) })).json();
    const first = await put(created.id, { year: YEAR, benefitId: created.benefitId, items: monthly(4990), version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ price: 59_880, version: 2 });
    const stale = await put(created.id, { year: YEAR, benefitId: created.benefitId, items: monthly(2990), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await del(created.id)).statusCode).toBe(204);
    expect((await del(created.id)).statusCode).toBe(404);
  });

  it("never lets one user touch another user's cart item (404)", async () => {
    const created = (await post({ year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(3990) })).json();
    await t.database.db.execute(sql`update users set phone = '600111222' where email = 'pablo.ruiz@acme.test'`);
    const pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    expect((await put(created.id, { year: YEAR, benefitId: created.benefitId, items: monthly(2990) }, pablo)).statusCode).toBe(404);
    expect((await del(created.id, pablo)).statusCode).toBe(404);
    expect((await del(created.id)).statusCode).toBe(204);
  });

  it('refuses to change an item awaiting acceptance or review (409)', async () => {
    const created = (await post({ year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(3990) })).json();
    await t.database.db.execute(sql`update contracts set status = 'pending', signed = false where id = ${created.id}`);
    const res = await put(created.id, { year: YEAR, benefitId: created.benefitId, items: monthly(2990) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONTRACT_NOT_EDITABLE');
    // DELETE removes a cart item in one statement: anything else is still refused, and kept.
    const removed = await del(created.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: 'CONTRACT_NOT_EDITABLE', params: { status: 'pending' } });
    expect((await t.database.db.execute(sql`select id from contracts where id = ${created.id}`)).rows).toHaveLength(1);
    await t.database.db.execute(sql`delete from contract_items where contract_id = ${created.id}`);
    await t.database.db.execute(sql`delete from contracts where id = ${created.id}`);
  });

  it('20 concurrent adds from one user never overspend the bag', async () => {
    const before = await bags();
    const body = { year: YEAR, benefitId: benefitIds['Wellhub gimnasios'], items: monthly(3990) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    const capacity = before.top.available + before.user.available;
    const fits = Math.floor(capacity / 47_880);
    expect(fits).toBeGreaterThan(1);
    expect(fits).toBeLessThan(20);
    expect(created).toHaveLength(fits);
    expect(refused.every((a) => a.statusCode === 409 && a.json().code === 'PRICE_EXCEEDS_AVAILABLE')).toBe(true);
    const after = await bags();
    expect(after.top.available + after.user.available).toBe(capacity - fits * 47_880);
    expect(after.top.available).toBeGreaterThanOrEqual(0);
    expect(after.user.available).toBeGreaterThanOrEqual(0);
  });
});

describe('cart item info survives a product-page update', () => {
  it('keeps the stored additionalInfo when an update leaves it out', async () => {
    const t = await createTestApp();
    try {
      const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
      const [formation] = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/formation', headers: laura })).json();
      const body = { year: YEAR, benefitId: formation.id, items: monthly(20_000, [1]), details: { paymentFreq: 'yearly' } };
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/api/contracts',
          headers: laura,
          payload: { ...body, additionalInfo: { centerName: 'ESIC', course: 'MBA' } },
        })
      ).json();
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/contracts/${created.id}`,
        headers: laura,
        payload: { ...body, items: monthly(25_000, [1]) },
      });
      expect(updated.json()).toMatchObject({ price: 25_000, additionalInfo: { centerName: 'ESIC', course: 'MBA' } });
      const cleared = await t.app.inject({ method: 'PUT', url: `/api/contracts/${created.id}`, headers: laura, payload: { ...body, additionalInfo: null } });
      expect(cleared.json().additionalInfo).toBeNull();
    } finally {
      await t.close();
    }
  });
});
