import { describe, expect, it } from 'vitest';
import { capMonthlyPrice, monthlyPriceBounds } from './price-cap';
import { testBags, testBenefit } from './test-fixtures';

const base = { entered: 10_000, remaining: 50_000, currentValue: 0, maxPrice: 100_000, workingPrice: null };

describe('capMonthlyPrice (docs/product/benefits-and-simulation.md §5 General)', () => {
  it('keeps the entered value when nothing caps it', () => {
    expect(capMonthlyPrice(base)).toEqual({ value: 10_000, boundBy: 'entered', bound: 10_000 });
  });

  it("caps at the remaining bag plus the item's current value", () => {
    expect(capMonthlyPrice({ ...base, entered: 60_000, remaining: 5_000, currentValue: 20_000 })).toEqual({
      value: 25_000,
      boundBy: 'available',
      bound: 25_000,
    });
  });

  it('caps at the max price', () => {
    expect(capMonthlyPrice({ ...base, entered: 60_000, remaining: 500_000, maxPrice: 40_000 })).toEqual({ value: 40_000, boundBy: 'maxPrice', bound: 40_000 });
  });

  it('caps food at the working price', () => {
    expect(capMonthlyPrice({ ...base, entered: 30_000, workingPrice: 24_200 })).toEqual({ value: 24_200, boundBy: 'workingPrice', bound: 24_200 });
  });

  it('reports the entered value on a tie (nothing was cut)', () => {
    expect(capMonthlyPrice({ ...base, entered: 50_000 }).boundBy).toBe('entered');
  });

  it('sanitises the entry: negative, fractional and non-numbers', () => {
    expect(capMonthlyPrice({ ...base, entered: -5 }).value).toBe(0);
    expect(capMonthlyPrice({ ...base, entered: 1_234.9 }).value).toBe(1_234);
    expect(capMonthlyPrice({ ...base, entered: Number.NaN }).value).toBe(0);
  });

  it('never goes below 0 when the bag is overdrawn', () => {
    expect(capMonthlyPrice({ ...base, remaining: -30_000, currentValue: 10_000 })).toEqual({ value: 0, boundBy: 'available', bound: 0 });
  });
});

describe('monthlyPriceBounds', () => {
  const bags = testBags({ flexibleBag: 300_000, topBag: null, fixedSalary: 2_000_000 });

  it('uses the flexible bag for Exent and the fixed salary for Top without a top bag', () => {
    expect(monthlyPriceBounds(testBenefit({ line: 'Exent' }), bags).maxPrice).toBe(300_000);
    expect(monthlyPriceBounds(testBenefit({ line: 'Top' }), bags).maxPrice).toBe(2_000_000);
  });

  it('adds the working price for food only', () => {
    expect(monthlyPriceBounds(testBenefit({ alias: 'food', line: 'Exent', workingPrice: 24_200 }), bags).workingPrice).toBe(24_200);
    expect(monthlyPriceBounds(testBenefit({ alias: 'gym', workingPrice: 24_200 }), bags).workingPrice).toBeNull();
  });
});
