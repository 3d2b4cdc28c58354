import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';

const create = (t: TestApp, payload: object) => t.app.inject({ method: 'POST', url: '/api/e2e/employees', headers: { host: hostOf('acme') }, payload });

describe("the browser suite's test API: POST /api/e2e/employees (E2E_TEST_API on)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ E2E_TEST_API: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes a new employee from a demo one: another e-mail, the same family, bags and an empty history', async () => {
    const res = await create(t, { like: 'laura.martin@acme.test' });
    expect(res.statusCode).toBe(201);
    const employee = res.json();
    expect(employee).toMatchObject({ company: 'acme', password: 'Flexible2026', firstName: 'Laura' });
    expect(employee.email).toMatch(/^laura\.martin\.e2e[0-9a-f]{8}@acme\.test$/);
    expect(employee.family.map((m: { firstName: string }) => m.firstName)).toEqual(['Javier', 'Lucía', 'Hugo']);

    const session = await loginAs(t.app, 'acme', employee.email);
    const bags = (await t.app.inject({ method: 'GET', url: '/api/bags', headers: session })).json();
    expect(bags.overview.flexible.total).toBe(1_260_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: session })).json()).toEqual([]);
    // The tour of home is behind them, so it stands in front of no other scenario.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })).json().isOnboardingTourDone).toBe(true);
    // Another one is another person.
    expect((await create(t, { like: 'laura.martin@acme.test' })).json().email).not.toBe(employee.email);
  });

  it("with the history: laura's five contracts and her two documents", async () => {
    const employee = (await create(t, { like: 'laura.martin@acme.test', history: true })).json();
    const session = await loginAs(t.app, 'acme', employee.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: session })).json()).toHaveLength(5);
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}/documents/all`, headers: session })).json()).toHaveLength(2);
  });

  it('leaves the tour of home ahead of them when the scenario asks', async () => {
    const employee = (await create(t, { like: 'laura.martin@acme.test', onboardingTourDone: false })).json();
    const session = await loginAs(t.app, 'acme', employee.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })).json().isOnboardingTourDone).toBe(false);
    expect((await create(t, { like: 'laura.martin@acme.test', onboardingTourDone: 'no' })).statusCode).toBe(400);
  });

  it("copies another company's employee into that company; refuses an administrator or an unknown address", async () => {
    const ines = (await create(t, { like: 'ines.ferreira@globex.test' })).json();
    expect(ines).toMatchObject({ company: 'globex', firstName: 'Inês' });
    await loginAs(t.app, 'globex', ines.email);
    expect((await create(t, { like: 'admin@acme.test' })).statusCode).toBe(404);
    expect((await create(t, { like: 'nobody@acme.test' })).statusCode).toBe(404);
    expect((await create(t, { like: 'not an address' })).statusCode).toBe(400);
  });
});

describe("the browser suite's test API: DELETE /api/e2e/tax-years/:year (E2E_TEST_API on)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ E2E_TEST_API: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a copied year away again, and never a seeded one', async () => {
    const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/platform/tax-years/2026/copy', headers: operator })).statusCode).toBe(201);
    const remove = (year: number) => t.app.inject({ method: 'DELETE', url: `/api/e2e/tax-years/${year}`, headers: { host: hostOf('acme') } });
    expect((await remove(2027)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/platform/tax-years/2027', headers: operator })).json()).toMatchObject({
      rulesYear: 2026,
      isProvisional: true,
    });
    expect((await remove(2026)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/platform/tax-years/2026', headers: operator })).json().isProvisional).toBe(false);
  });
});

describe("the browser suite's test API with E2E_TEST_API off (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    expect((await create(t, { like: 'laura.martin@acme.test' })).statusCode).toBe(404);
  });
});
