import { describe, expect, it } from 'vitest';
import { bagOverview } from './bag-overview';
import { isCompanyBagShown, percentSpent } from './percent-spent';
import { testBags, testCharge } from './test-fixtures';

describe('percentSpent', () => {
  it('is the rounded ratio spent / total', () => {
    expect(percentSpent(1, 3)).toBe(33);
    expect(percentSpent(2, 3)).toBe(67);
    expect(percentSpent(1, 200)).toBe(1); // 0.5 → 1
    expect(percentSpent(50_000, 100_000)).toBe(50);
  });

  it('is 0 when the total is 0 or nothing is spent', () => {
    expect(percentSpent(100, 0)).toBe(0);
    expect(percentSpent(0, 100)).toBe(0);
  });

  it('shows an overdrawn bag above 100', () => {
    expect(percentSpent(150, 100)).toBe(150);
  });
});

describe('isCompanyBagShown', () => {
  it('only above 0', () => {
    expect(isCompanyBagShown(0)).toBe(false);
    expect(isCompanyBagShown(1)).toBe(true);
  });
});

describe('bagOverview', () => {
  it('summarises the four bags for the home page', () => {
    const bags = testBags({ flexibleBag: 100_000, topBag: 50_000, companyBag: { kind: 'amount', cents: 20_000 }, userBag: 10_000 });
    const charges = [testCharge({ line: 'Exent', price: 30_000, contributedPrice: 5_000, userBag: 5_000 }), testCharge({ line: 'Top', price: 10_000 })];
    const overview = bagOverview(bags, charges, { year: 2026 });
    expect(overview.flexible).toEqual({ total: 100_000, spent: 20_000, available: 80_000, percentSpent: 20 });
    expect(overview.top).toEqual({ total: 50_000, spent: 10_000, available: 40_000, percentSpent: 20, isShown: true });
    expect(overview.company).toEqual({ total: 20_000, spent: 5_000, available: 15_000, percentSpent: 25, isShown: true });
    expect(overview.user).toEqual({ total: 10_000, spent: 5_000, available: 5_000, percentSpent: 50 });
  });

  it('hides a company bag of 0', () => {
    expect(bagOverview(testBags(), [], { year: 2026 }).company.isShown).toBe(false);
  });

  // A person without a top bag saw their whole salary (30 000 €) as "Bolsa Top": the salary is the
  // Top line's limit (docs/product/benefits-and-simulation.md §5 General), not a bag (docs/decisions/061-no-top-bag-is-no-bag.md).
  it('shows no top bag when the person has none, and keeps the salary as the Top line limit', () => {
    const bags = testBags({ topBag: null, fixedSalary: 3_000_000 });
    const overview = bagOverview(bags, [testCharge({ line: 'Top', price: 10_000 })], { year: 2026 });
    expect(overview.top.isShown).toBe(false);
    expect(overview.top).toMatchObject({ total: 3_000_000, spent: 10_000, available: 2_990_000 });
  });

  it('shows a top bag of 0: the company allows nothing on Top products', () => {
    expect(bagOverview(testBags({ topBag: 0 }), [], { year: 2026 }).top).toEqual({ total: 0, spent: 0, available: 0, percentSpent: 0, isShown: true });
  });
});
