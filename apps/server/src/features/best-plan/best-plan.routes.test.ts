import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

/** Today is 2026-11-23, after acme's cut-off day: the plan year is 2027. */
const YEAR = 2027;

describe('GET and POST /api/best-plan', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let david: Record<string, string>;
  let joao: Record<string, string>;
  const familyIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    const family = (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json();
    for (const m of family) familyIds[m.firstName] = m.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string>, query = `?year=${YEAR}`) => t.app.inject({ method: 'GET', url: `/api/best-plan${query}`, headers });
  const post = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/best-plan', headers, payload });
  const expenses = (overrides: object = {}) => ({
    foodMonthly: 20_000,
    transportMonthly: 5_000,
    kindergarten: [{ familyId: familyIds['Hugo'], monthly: 30_000 }],
    health: { benefitId: null, familyIds: [] },
    formationAnnual: 0,
    ...overrides,
  });

  it("offers laura her family, Hugo's nursery and the defaults, with the best plan for them", async () => {
    const res = await get(laura);
    expect(res.statusCode).toBe(200);
    const offers = res.json();
    expect(offers).toMatchObject({ year: YEAR, isAvailable: true, toddlers: [familyIds['Hugo']] });
    expect(offers.people.map((p: { firstName: string }) => p.firstName)).toEqual(['Laura', 'Javier', 'Lucía', 'Hugo']);
    expect(offers.offered).toEqual(expect.arrayContaining(['food', 'transport', 'kindergarten', 'health-insurance', 'formation']));
    expect(offers.defaults.kindergarten).toEqual([{ familyId: familyIds['Hugo'], monthly: 30_000 }]);
    expect(offers.plan.planNet).toBeGreaterThan(offers.plan.todayNet);
  });

  it('computes the plan for stated expenses, and every cart body it gives goes in the cart', async () => {
    const res = await post(david, { year: YEAR, expenses: { ...expenses(), kindergarten: [] } });
    expect(res.statusCode).toBe(200);
    const { plan } = res.json();
    expect(plan.planNet).toBeGreaterThan(plan.todayNet);
    const food = plan.lines.find((l: { category: string }) => l.category === 'food');
    expect(food).toMatchObject({ monthly: 20_000, priceAnnual: 240_000, reason: null });
    const added: number[] = [];
    for (const body of plan.cart) {
      const put = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: david, payload: body });
      expect(put.statusCode, put.body).toBe(201);
      added.push(put.json().id);
    }
    // In the cart now: the same products are taken as given, and today's net is the plan's.
    const again = (await post(david, { year: YEAR, expenses: { ...expenses(), kindergarten: [] } })).json().plan;
    expect(again.todayNet).toBe(plan.planNet);
    expect(again.cart).toEqual([]);
    expect(again.lines.find((l: { category: string }) => l.category === 'food').reason).toBe('in-plan');
    for (const id of added) expect((await t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: david })).statusCode).toBe(204);
  });

  it("answers 404 for another employee's family member and another company's", async () => {
    expect((await post(david, { expenses: expenses() })).statusCode).toBe(404);
    expect((await post(joao, { expenses: expenses() })).statusCode).toBe(404);
    expect((await post(laura, { expenses: expenses() })).statusCode).toBe(200);
  });

  it('answers 400 with per-field messages for bad expenses and years', async () => {
    const res = await post(laura, { expenses: { ...expenses(), foodMonthly: -1, transportMonthly: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['expenses.foodMonthly', 'expenses.transportMonthly']));
    expect((await get(laura, '?year=abc')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get({ host: laura['host'] ?? 'acme.localhost' })).statusCode).toBe(401);
  });
});
