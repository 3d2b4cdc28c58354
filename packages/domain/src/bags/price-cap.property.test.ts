import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyContribution, contributionFor } from './company-contribution';
import { capMonthlyPrice } from './price-cap';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const entered = fc.oneof(fc.double({ min: -1e7, max: 1e7 }), fc.constant(Number.NaN), fc.integer({ min: 0, max: 10_000_000 }));

describe('capMonthlyPrice, for any input', () => {
  it('gives whole cents ≥ 0 within every bound', () => {
    fc.assert(
      fc.property(entered, cents, fc.nat(10_000_000), cents, fc.option(cents), (e, remaining, currentValue, maxPrice, workingPrice) => {
        const { value, bound } = capMonthlyPrice({ entered: e, remaining, currentValue, maxPrice, workingPrice });
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBe(bound);
        expect(value).toBeLessThanOrEqual(Math.max(0, remaining + currentValue));
        expect(value).toBeLessThanOrEqual(Math.max(0, maxPrice));
        if (workingPrice !== null) expect(value).toBeLessThanOrEqual(Math.max(0, workingPrice));
        if (Number.isFinite(e)) expect(value).toBeLessThanOrEqual(Math.max(0, e));
      }),
    );
  });

  it('never lets a contract filled month by month pass the bag', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.array(fc.record({ month: fc.integer({ min: 0, max: 11 }), entered }), { maxLength: 40 }), (available, edits) => {
        const values = Array.from({ length: 12 }, () => 0);
        for (const edit of edits) {
          const total = values.reduce((a, b) => a + b, 0);
          const current = values[edit.month] ?? 0;
          values[edit.month] = capMonthlyPrice({ entered: edit.entered, remaining: available - total, currentValue: current, maxPrice: available }).value;
        }
        expect(values.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(available);
        for (const v of values) expect(Number.isInteger(v) && v >= 0).toBe(true);
      }),
    );
  });
});

describe('company contribution, for any input', () => {
  const contribution = fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: -1_000, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 20_000 }) }),
  );
  const target = fc.constantFrom('both' as const, 'employee' as const, 'family' as const);

  it('is whole cents between 0 and the price', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.option(contribution), (price, c) => {
        const paid = contributionFor(price, c);
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('totals add up: finalPrice = price − contributedPrice ≥ 0', () => {
    const item = fc.record({ familyId: fc.option(fc.integer({ min: 1, max: 5 })), month: fc.integer({ min: 1, max: 12 }), price: fc.nat(1_000_000) });
    fc.assert(
      fc.property(fc.option(contribution), target, target, fc.array(item, { maxLength: 30 }), (c, contributionTarget, whoAffect, items) => {
        const result = applyContribution({ contribution: c, contributionTarget, whoAffect }, items);
        expect(result.price).toBe(items.reduce((s, i) => s + i.price, 0));
        expect(result.contributedPrice).toBe(result.items.reduce((s, i) => s + i.contributedPrice, 0));
        expect(result.finalPrice).toBe(result.price - result.contributedPrice);
        expect(result.finalPrice).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
