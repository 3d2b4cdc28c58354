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
    expect(overview.top).toEqual({ total: 50_000, spent: 10_000, available: 40_000, percentSpent: 20 });
    expect(overview.company).toEqual({ total: 20_000, spent: 5_000, available: 15_000, percentSpent: 25, isShown: true });
    expect(overview.user).toEqual({ total: 10_000, spent: 5_000, available: 5_000, percentSpent: 50 });
  });

  it('hides a company bag of 0', () => {
    expect(bagOverview(testBags(), [], { year: 2026 }).company.isShown).toBe(false);
  });
});
