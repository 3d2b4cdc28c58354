import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

/** Today is 2026-11-23, after globex's cut-off day (15): new items start in January 2027. */
const YEAR = 2027;
const INES = 'ines.ferreira@globex.test';
const months = (amount = 5_000) => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount }));

type Headers = Record<string, string>;
interface Basket {
  id: number;
  name: { en: string };
  provider: { name: string } | null;
  whoAffect: string;
}

/** The saving plan's family step (docs/product/benefits-and-simulation.md §2 Saving plan page; docs/decisions/265-the-saving-plans-family-step-picks-who-the-plan.md): whom the plan is for. */
describe('saving plan for a family member: POST and PUT /api/contracts', () => {
  let t: TestApp;
  let ines: Headers;
  let laura: Headers;
  let baskets: Record<string, number>;
  let family: Record<string, number>;
  let javier: number;

  const byName = async (headers: Headers, url: string, key: (row: never) => string) => {
    const rows = (await t.app.inject({ method: 'GET', url, headers })).json() as never[];
    return Object.fromEntries(rows.map((row) => [key(row), (row as { id: number }).id]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    ines = await loginAs(t.app, 'globex', INES);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    baskets = await byName(ines, '/api/modalities/by-category/saving-plan', (b: Basket) => b.name.en);
    family = await byName(ines, '/api/families', (m: { firstName: string }) => m.firstName);
    javier = (await byName(laura, '/api/families', (m: { firstName: string }) => m.firstName))['Javier']!;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    // Each test leaves both users without saving plans.
    await t.database.db.execute(
      sql`delete from contract_items where contract_id in (select id from contracts where category = 'saving-plan' and user_id in (select id from users where email in (${INES}, 'laura.martin@acme.test')))`,
    );
    await t.database.db.execute(
      sql`delete from contracts where category = 'saving-plan' and user_id in (select id from users where email in (${INES}, 'laura.martin@acme.test'))`,
    );
  });

  const plan = (basket: string, familyId: number | null | undefined, amount?: number) => ({
    year: YEAR,
    benefitId: baskets[basket],
    items: [],
    details: { benefitId: baskets[basket], familyId, months: months(amount) },
  });
  const post = (body: object, headers = ines) => t.app.inject({ method: 'POST', url: '/api/contracts', headers, payload: body });
  const put = (id: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers: ines, payload: body });

  it("offers globex's four baskets from two providers, each with whom its offer covers", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/saving-plan', headers: ines })).json() as Basket[];
    expect(list.map((b) => [b.name.en, b.provider?.name, b.whoAffect])).toEqual([
      ['Fidelidade Prudent portfolio', 'Fidelidade', 'both'],
      ['Fidelidade Moderate portfolio', 'Fidelidade', 'both'],
      ['Ageas Decisive portfolio', 'Ageas', 'employee'],
      ['Ageas Very decisive portfolio', 'Ageas', 'employee'],
    ]);
    expect(Object.keys(family)).toEqual(['Inês', 'Pedro', 'Mariana']);
  });

  it("puts Mariana's plan in the cart in her name, and moves it to Pedro in place", async () => {
    const res = await post(plan('Fidelidade Prudent portfolio', family['Mariana']));
    expect(res.statusCode).toBe(201);
    const contract = res.json();
    expect(contract).toMatchObject({ product: 'saving-plan', status: 'cart', price: 60_000, details: { familyId: family['Mariana'] } });
    expect(new Set(contract.items.map((i: { familyId: number }) => i.familyId))).toEqual(new Set([family['Mariana']]));

    const moved = await put(contract.id, { ...plan('Fidelidade Prudent portfolio', family['Pedro']), version: contract.version });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items.every((i: { familyId: number }) => i.familyId === family['Pedro'])).toBe(true);
    // Without a familyId the plan is the employee's.
    const own = await put(contract.id, { ...plan('Fidelidade Prudent portfolio', undefined), version: moved.json().version });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ details: { familyId: null }, items: expect.arrayContaining([expect.objectContaining({ familyId: null })]) });
  });

  it('refuses a family member on an offer for the employee only, and takes the employee', async () => {
    const child = await post(plan('Ageas Decisive portfolio', family['Mariana']));
    expect(child.statusCode).toBe(400);
    expect(child.json()).toMatchObject({ code: 'BENEFICIARY_NOT_ALLOWED', message: 'Este beneficio no se puede contratar para ese beneficiario' });
    expect((await post(plan('Ageas Decisive portfolio', null))).statusCode).toBe(201);
  });

  it("refuses someone else's family member and a stranger as other categories do; the own entry (0) is bad input", async () => {
    const foreign = await post(plan('Fidelidade Prudent portfolio', javier));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'BENEFICIARY_NOT_ALLOWED', params: { familyId: javier } });
    expect((await post(plan('Fidelidade Prudent portfolio', 999_999))).json().code).toBe('BENEFICIARY_NOT_ALLOWED');
    const own = await post(plan('Fidelidade Prudent portfolio', 0));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'VALIDATION', fields: { 'details.familyId': 'validation.invalid' } });
  });

  it('keeps one saving plan in the cart, whoever it is for', async () => {
    expect((await post(plan('Fidelidade Moderate portfolio', family['Mariana']))).statusCode).toBe(201);
    const second = await post(plan('Ageas Very decisive portfolio', null));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SAVING_PLAN_PENDING_IN_CART');
  });

  it("keeps acme's plan the employee's: one provider, no family step", async () => {
    const axa = await byName(laura, '/api/modalities/by-category/saving-plan', (b: Basket) => b.name.en);
    const body = (familyId: number | null) => ({
      year: YEAR,
      benefitId: axa['Moderate portfolio'],
      items: [],
      details: { benefitId: axa['Moderate portfolio'], familyId, months: months(10_000) },
    });
    const spouse = await post(body(javier), laura);
    expect(spouse.statusCode).toBe(400);
    expect(spouse.json().code).toBe('BENEFICIARY_NOT_ALLOWED');
    expect((await post(body(null), laura)).statusCode).toBe(201);
  });
});
