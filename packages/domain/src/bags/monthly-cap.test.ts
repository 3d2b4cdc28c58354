import { describe, expect, it } from 'vitest';
import type { CartItemCapacity } from './cart-item-capacity';
import { monthlyCap } from './monthly-cap';

const twelveMonths = Array.from({ length: 12 }, (_, i) => i + 1);
const capacity = (over: Partial<CartItemCapacity> = {}): CartItemCapacity => ({
  allowedMonths: twelveMonths,
  lineAvailable: 1_000_000,
  userBagAvailable: 0,
  capacity: 1_000_000,
  maxPrice: 105_000,
  workingPrice: null,
  ...over,
});

describe('monthlyCap', () => {
  it('spreads what the bags have left over the months and the beneficiaries', () => {
    expect(monthlyCap(capacity({ capacity: 120_000 }), { monthCount: 12 })).toBe(10_000);
    expect(monthlyCap(capacity({ capacity: 120_000 }), { monthCount: 6, beneficiaryCount: 2 })).toBe(10_000);
  });

  it("keeps within the line bag per month and food's working price", () => {
    expect(monthlyCap(capacity(), { monthCount: 12 })).toBe(83_333);
    expect(monthlyCap(capacity({ workingPrice: 22_000 }), { monthCount: 12 })).toBe(22_000);
    expect(monthlyCap(capacity({ capacity: 50_000, maxPrice: 20_000 }), { monthCount: 1 })).toBe(20_000);
  });

  it("spreads a yearly limit over the months: transport's 1 500 € is 125 € over twelve", () => {
    expect(monthlyCap(capacity(), { monthCount: 12, yearLimit: 150_000 })).toBe(12_500);
    expect(monthlyCap(capacity(), { monthCount: 3, yearLimit: 150_000 })).toBe(50_000);
  });

  it('with no month chosen counts the months still open, not one', () => {
    expect(monthlyCap(capacity(), { monthCount: 0, yearLimit: 150_000 })).toBe(12_500);
    expect(monthlyCap(capacity({ allowedMonths: [7, 8, 9, 10, 11, 12], capacity: 60_000 }), { monthCount: 0 })).toBe(10_000);
  });

  it('is never negative, and a year with no open month counts as one', () => {
    expect(monthlyCap(capacity({ capacity: -5 }), { monthCount: 2 })).toBe(0);
    expect(monthlyCap(capacity({ allowedMonths: [], capacity: 30_000 }), { monthCount: 0 })).toBe(30_000);
  });
});
