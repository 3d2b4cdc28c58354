import { sql } from 'drizzle-orm';
import { taxYear2025 } from '@flexplan/domain/tax/years/2025';
import { taxYear2026 } from '@flexplan/domain/tax/years/2026';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';

/** The platform's tax years as rows the operator edits, and every computation reading them (docs/decisions/432-tax-years-read-from-the-rows.md). */
describe('the tax years', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  let laura: Record<string, string>;
  let platformId = 0;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });
  const withMeal = (year: TaxYear, limitDay: number | null): TaxYear => ({
    ...year,
    productTax: { ...year.productTax, food: { ...year.productTax.food, limitDay } },
  });

  beforeAll(async () => {
    t = await createTestApp();
    operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    platformId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'flexplan'`)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the seeded years as their own, and the next plan year as using the latest', async () => {
    const res = await call('GET', '/api/admin/platform/tax-years', operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map(({ year, rulesYear, hasOwnParameters }: Record<string, unknown>) => ({ year, rulesYear, hasOwnParameters }))).toEqual([
      { year: 2025, rulesYear: 2025, hasOwnParameters: true },
      { year: 2026, rulesYear: 2026, hasOwnParameters: true },
      { year: 2027, rulesYear: 2026, hasOwnParameters: false },
    ]);
  });

  it("serves a year's parameters exactly as seeded, and a year without its own as the earlier year's, saying so", async () => {
    expect((await call('GET', '/api/admin/platform/tax-years/2025', operator)).json()).toEqual({
      year: 2025,
      rulesYear: 2025,
      isProvisional: false,
      taxYear: taxYear2025,
    });
    expect((await call('GET', '/api/admin/platform/tax-years/2027', operator)).json()).toEqual({
      year: 2027,
      rulesYear: 2026,
      isProvisional: true,
      taxYear: taxYear2026,
    });
    expect((await call('GET', '/api/profile/tax-rules?year=2027', laura)).json()).toMatchObject({ year: 2027, rulesYear: 2026, isProvisional: true });
    expect((await call('GET', '/api/admin/platform/tax-years/2024', operator)).statusCode).toBe(404);
    expect((await call('GET', '/api/profile/tax-rules?year=2024', laura)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming each field, never a 500', async () => {
    const negative = await call('PUT', '/api/admin/platform/tax-years/2026', operator, withMeal(taxYear2026, -1));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ 'productTax.food.limitDay': 'validation.min' });
    const unsorted = { ...taxYear2026, scale: [taxYear2026.scale[0], taxYear2026.scale[2], taxYear2026.scale[1], ...taxYear2026.scale.slice(3)] };
    expect((await call('PUT', '/api/admin/platform/tax-years/2026', operator, unsorted)).json().fields).toEqual({
      'scale.2.from': 'adminTaxYears.validation.ascending',
    });
    expect((await call('PUT', '/api/admin/platform/tax-years/2026', operator, { ...taxYear2026, year: 2025 })).json().fields).toEqual({
      year: 'validation.invalid',
    });
    expect((await call('GET', '/api/admin/platform/tax-years/1999', operator)).json().fields).toEqual({ year: 'validation.min' });
    expect((await call('POST', '/api/admin/platform/tax-years/2101/copy', operator)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/platform/tax-years/abc', operator)).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/platform/tax-years/2026', operator, { year: 2026 })).statusCode).toBe(400);
    expect((await call('GET', '/api/profile/tax-rules?year=3000', laura)).statusCode).toBe(400);
  });

  it('answers 404 to a company administrator and an employee, whatever they send, and 401 without a session', async () => {
    for (const headers of [acmeAdmin, laura]) {
      expect((await call('GET', '/api/admin/platform/tax-years', headers)).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/platform/tax-years/2026', headers)).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/platform/tax-years/2026', headers, withMeal(taxYear2026, 1))).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/platform/tax-years/2026', headers, { bad: true })).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/platform/tax-years/2026/copy', headers)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/admin/platform/tax-years', { host: operator.host! })).statusCode).toBe(401);
    expect((await call('GET', '/api/profile/tax-rules', { host: operator.host! })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/platform/tax-years/2026', operator)).json().taxYear).toEqual(taxYear2026);
  });

  it("copies 2026 to 2027, audited in the platform's log; copying onto a year that has its own is a 409, a year without its own a 404", async () => {
    const res = await call('POST', '/api/admin/platform/tax-years/2026/copy', operator);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ year: 2027, rulesYear: 2027, isProvisional: false, taxYear: { ...taxYear2026, year: 2027 } });
    expect((await call('POST', '/api/admin/platform/tax-years/2026/copy', operator)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/platform/tax-years/2025/copy', operator)).json().code).toBe('CONFLICT');
    expect((await call('POST', '/api/admin/platform/tax-years/2030/copy', operator)).statusCode).toBe(404);
    const [entry] = await rowsOf<Record<string, unknown>>(t.database.db, sql`select * from audit_log where action = 'taxYear.copied'`);
    expect(entry).toMatchObject({
      company_id: platformId,
      table_name: 'tax_year_parameters',
      row_id: 2027,
      before: {},
      after: { copiedFrom: 2026, year: 2027 },
    });
  });

  it("changes 2027's meal limit, audited figure by figure, and leaves 2026 as it was", async () => {
    const res = await call('PUT', '/api/admin/platform/tax-years/2027', operator, withMeal({ ...taxYear2026, year: 2027 }, 1_300));
    expect(res.statusCode).toBe(200);
    expect(res.json().taxYear.productTax.food.limitDay).toBe(1_300);
    expect((await call('GET', '/api/profile/tax-rules?year=2027', laura)).json()).toMatchObject({
      rulesYear: 2027,
      isProvisional: false,
      taxYear: { productTax: { food: { limitDay: 1_300 } } },
    });
    expect((await call('GET', '/api/profile/tax-rules?year=2026', laura)).json().taxYear).toEqual(taxYear2026);
    const entries = await rowsOf<Record<string, unknown>>(t.database.db, sql`select * from audit_log where action = 'taxYear.updated'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      company_id: platformId,
      row_id: 2027,
      before: { 'productTax.food.limitDay': 1_100 },
      after: { 'productTax.food.limitDay': 1_300 },
    });
    // Saving the same figures again changes nothing and writes nothing.
    await call('PUT', '/api/admin/platform/tax-years/2027', operator, withMeal({ ...taxYear2026, year: 2027 }, 1_300));
    expect(await rowsOf(t.database.db, sql`select id from audit_log where action = 'taxYear.updated'`)).toHaveLength(1);
  });

  it("computes laura's 2027 payslips with 2027's own row: a higher first bracket raises her withholding", async () => {
    const before = (await call('GET', '/api/payslip?year=2027', laura)).json();
    const higher = { ...taxYear2026, year: 2027, scale: [{ from: 0, rate: 2500 }, ...taxYear2026.scale.slice(1)] };
    expect((await call('PUT', '/api/admin/platform/tax-years/2027', operator, higher)).statusCode).toBe(200);
    const after = (await call('GET', '/api/payslip?year=2027', laura)).json();
    expect(after.annualRate.without).toBeGreaterThan(before.annualRate.without);
  });

  it("prices laura's 2027 cart under 2027's own in-kind share: 0.01 % of her salary refuses a gym plan the seeded 30 % accepts", async () => {
    const gym = (await call('GET', '/api/modalities/by-category/gym', laura)).json()[0];
    const add = () =>
      call('POST', '/api/contracts', laura, {
        year: 2027,
        benefitId: gym.id,
        items: [1, 2, 3].map((month) => ({ familyId: null, month, price: 3990 })),
        details: {},
      });
    const tight = { ...taxYear2026, year: 2027, maxInKindShare: 1 };
    expect((await call('PUT', '/api/admin/platform/tax-years/2027', operator, tight)).statusCode).toBe(200);
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_KIND_OVER_30_PERCENT');
    expect((await call('PUT', '/api/admin/platform/tax-years/2027', operator, { ...taxYear2026, year: 2027 })).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(201);
  });
});
