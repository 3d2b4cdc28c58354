import { describe, expect, it } from 'vitest';
import { testBags, testBenefit, testCharge } from './test-fixtures';
import { canUseUserBag, userBagAvailable, userBagSpent, userBagTotal } from './user-bag';

describe('userBagTotal (docs/product/employee-portal.md §9)', () => {
  it('is the monthly amount × paymentCount when paid monthly', () => {
    expect(userBagTotal({ userBag: 10_000, userBagProrate: true, paymentCount: 14 })).toBe(140_000);
    expect(userBagTotal({ userBag: 10_000, userBagProrate: true, paymentCount: 12 })).toBe(120_000);
  });

  it('assumes 12 payments when a monthly user bag has no payment count', () => {
    expect(userBagTotal({ userBag: 10_000, userBagProrate: true, paymentCount: null })).toBe(120_000);
  });

  it('is userBag when not prorated', () => {
    expect(userBagTotal({ userBag: 50_000, userBagProrate: false, paymentCount: 14 })).toBe(50_000);
    expect(userBagTotal({ userBag: null, userBagProrate: false, paymentCount: 14 })).toBe(0);
  });
});

describe('userBagAvailable', () => {
  it('is total − spent by live contracts, not below 0', () => {
    const bags = testBags({ userBag: 50_000 });
    const charges = [testCharge({ userBag: 20_000 }), testCharge({ userBag: 5_000, status: 'cancelled' })];
    expect(userBagSpent(charges, { year: 2026 })).toBe(20_000);
    expect(userBagAvailable(bags, charges, { year: 2026 })).toBe(30_000);
    expect(userBagAvailable(bags, [testCharge({ userBag: 80_000 })], { year: 2026 })).toBe(0);
  });
});

describe('canUseUserBag', () => {
  it('lets any benefit use an unrestricted user bag, and only flagged ones a restricted one', () => {
    expect(canUseUserBag({ userBagRestricted: false }, testBenefit({ usesUserBag: false }))).toBe(true);
    expect(canUseUserBag({ userBagRestricted: true }, testBenefit({ usesUserBag: false }))).toBe(false);
    expect(canUseUserBag({ userBagRestricted: true }, testBenefit({ usesUserBag: true }))).toBe(true);
  });
});
