import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { rowsOf } from '../../test/sql-rows';

/** Today is 2026-11-23, after acme's cut-off day: the plan year is 2027, laura's seeded contracts are 2026's. */
describe('GET /api/compensations', () => {
  let t: TestApp;
  let laura: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/compensations${query}`, headers: laura });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the plan year by default and offers the years with contracts in force', async () => {
    const answer = await get();
    expect(answer.year).toBe(2027);
    expect(answer.years).toEqual([2025, 2026, 2027]); // the seed signed her plans of 2025 and 2026
    expect((await get('?year=2026')).year).toBe(2026);
  });

  // docs/decisions/062-compensation-splits-gross-pay.md: the benefits are paid out of the 45 000 €.
  it("splits laura's gross pay: salary in money, benefits and social security add up to the total", async () => {
    const answer = await get('?year=2026');
    expect(answer.fixedSalary + answer.variableSalary).toBe(4_500_000);
    expect(answer.socialSecurityCost).toBe(1_350_000);
    expect(answer.benefitsTotal).toBeGreaterThan(0);
    expect(answer.cashSalary).toBe(4_500_000 - answer.benefitsFromSalary);
    expect(answer.total).toBe(answer.cashSalary + answer.benefitsTotal + answer.socialSecurityCost);
    expect(answer.total).toBe(4_500_000 + answer.companyContributions + 1_350_000);
  });

  it('leaves out a contract pending signature', async () => {
    const before = await get('?year=2026');
    const [food] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select c.id from contracts c join users u on u.id = c.user_id where u.email = 'laura.martin@acme.test' and c.year = 2026 and c.status = 'contracted' and c.category = 'food' limit 1`,
    );
    expect(food).toBeDefined();
    await t.database.db.execute(sql`update contracts set signed = false where id = ${food!.id}`);
    try {
      const after = await get('?year=2026');
      expect(after.entries.map((e: { product: string }) => e.product)).not.toContain('food');
      expect(after.benefitsTotal).toBeLessThan(before.benefitsTotal);
    } finally {
      await t.database.db.execute(sql`update contracts set signed = true where id = ${food!.id}`);
    }
  });

  it('refuses a year that is not one: 400 with the field named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/compensations?year=next', headers: laura });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('year');
  });
});
