import { describe, expect, it } from 'vitest';
import type { Beneficiaries } from '../benefits/benefit';
import { applyContribution, contributionFor, isNamedBy, receivesContribution } from './company-contribution';

describe('contributionFor', () => {
  it('pays a fixed amount, never above the price', () => {
    expect(contributionFor(10_000, { kind: 'amount', cents: 2_500 })).toBe(2_500);
    expect(contributionFor(2_000, { kind: 'amount', cents: 2_500 })).toBe(2_000);
  });

  it('pays a percent of the price, rounded half up to the cent', () => {
    expect(contributionFor(10_000, { kind: 'percent', basisPoints: 2_500 })).toBe(2_500);
    expect(contributionFor(1_005, { kind: 'percent', basisPoints: 5_000 })).toBe(503); // 502.5 → 503
    expect(contributionFor(1_003, { kind: 'percent', basisPoints: 5_000 })).toBe(502); // 501.5 → 502
    expect(contributionFor(1_001, { kind: 'percent', basisPoints: 3_333 })).toBe(334); // 333.63
    expect(contributionFor(1_000, { kind: 'percent', basisPoints: 12_000 })).toBe(1_000);
  });

  it('pays nothing without a contribution or a price', () => {
    expect(contributionFor(10_000, null)).toBe(0);
    expect(contributionFor(0, { kind: 'amount', cents: 100 })).toBe(0);
  });
});

describe('who receives it', () => {
  it('names the employee as familyId null and the family as anyone else', () => {
    expect(isNamedBy(null, 'employee')).toBe(true);
    expect(isNamedBy(7, 'employee')).toBe(false);
    expect(isNamedBy(7, 'family')).toBe(true);
    expect(isNamedBy(null, 'family')).toBe(false);
    expect(isNamedBy(null, 'both') && isNamedBy(7, 'both')).toBe(true);
  });

  const cases: [Beneficiaries, Beneficiaries, boolean, boolean][] = [
    // target, whoAffect, employee receives, family receives
    ['both', 'both', true, true],
    ['employee', 'both', true, false],
    ['family', 'both', false, true],
    ['both', 'employee', true, false],
    ['both', 'family', false, true],
    ['employee', 'family', false, false],
  ];
  it.each(cases)('target %s, whoAffect %s', (contributionTarget, whoAffect, employee, family) => {
    expect(receivesContribution(null, { contributionTarget, whoAffect })).toBe(employee);
    expect(receivesContribution(3, { contributionTarget, whoAffect })).toBe(family);
  });
});

describe('applyContribution', () => {
  const items = [
    { familyId: null, month: 3, price: 10_000 },
    { familyId: 5, month: 3, price: 8_000 },
  ];

  it('applies an amount to each item of the target, and totals', () => {
    const result = applyContribution({ contribution: { kind: 'amount', cents: 3_000 }, contributionTarget: 'employee', whoAffect: 'both' }, items);
    expect(result.items.map((i) => i.contributedPrice)).toEqual([3_000, 0]);
    expect(result).toMatchObject({ price: 18_000, contributedPrice: 3_000, finalPrice: 15_000 });
  });

  it('applies a percent to the family only', () => {
    const result = applyContribution({ contribution: { kind: 'percent', basisPoints: 5_000 }, contributionTarget: 'family', whoAffect: 'both' }, items);
    expect(result.items.map((i) => i.contributedPrice)).toEqual([0, 4_000]);
    expect(result.finalPrice).toBe(14_000);
  });

  it('applies to both', () => {
    const result = applyContribution({ contribution: { kind: 'percent', basisPoints: 1_000 }, contributionTarget: 'both', whoAffect: 'both' }, items);
    expect(result.items.map((i) => i.contributedPrice)).toEqual([1_000, 800]);
    expect(result).toMatchObject({ price: 18_000, contributedPrice: 1_800, finalPrice: 16_200 });
  });
});
