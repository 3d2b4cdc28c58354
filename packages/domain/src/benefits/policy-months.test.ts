import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { policyMonths, policyStartMonths, requestedStartMonth, resolvePolicyMonths } from './policy-months';

// April to December open, except August (monthsAvailability).
const open = [4, 5, 6, 7, 9, 10, 11, 12];

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, params: error.params };
    throw error;
  }
  return null;
};

describe('policyMonths (docs/product/benefits-and-simulation.md §4: from the start month to month 12)', () => {
  it('takes every open month from the start on', () => {
    expect(policyMonths(open, 4)).toEqual(open);
    expect(policyMonths(open, 7)).toEqual([7, 9, 10, 11, 12]);
    expect(policyMonths(open, 12)).toEqual([12]);
  });

  it('takes nothing from a month that is not open', () => {
    expect(policyMonths(open, 8)).toEqual([]);
    expect(policyMonths(open, 2)).toEqual([]);
    expect(policyMonths([], 1)).toEqual([]);
  });
});

describe('policyStartMonths', () => {
  it('offers every open month to a monthly policy', () => {
    expect(policyStartMonths({ contractMethod: 'monthly' }, open)).toEqual(open);
  });

  it('offers only the first open month to a whole-year benefit and to a running contract', () => {
    expect(policyStartMonths({ contractMethod: 'hole-year' }, open)).toEqual([4]);
    expect(policyStartMonths({ contractMethod: 'monthly' }, open, { isRunning: true })).toEqual([4]);
  });

  it('offers nothing when no month is open', () => {
    expect(policyStartMonths({ contractMethod: 'monthly' }, [])).toEqual([]);
    expect(policyStartMonths({ contractMethod: 'hole-year' }, [])).toEqual([]);
  });
});

describe('requestedStartMonth', () => {
  const items = [{ month: 9 }, { month: 5 }, { month: 6 }];

  it('reads the start date of the details first, then the earliest proposed month', () => {
    expect(requestedStartMonth({ startDate: '2026-07-01' }, items, 2026)).toBe(7);
    expect(requestedStartMonth({ startDate: '2026-07-15' }, [], 2026)).toBe(7);
    expect(requestedStartMonth({}, items, 2026)).toBe(5);
    expect(requestedStartMonth({ startDate: '' }, items, 2026)).toBe(5);
    expect(requestedStartMonth({}, [], 2026)).toBeNull();
  });

  it('refuses a start date of another year or no date at all as a month that is not open', () => {
    expect(refusal(() => requestedStartMonth({ startDate: '2027-01-01' }, items, 2026))).toEqual({
      code: 'MONTH_NOT_AVAILABLE',
      params: { month: 1, year: 2027 },
    });
    expect(refusal(() => requestedStartMonth({ startDate: 'mañana' }, items, 2026))?.code).toBe('MONTH_NOT_AVAILABLE');
  });
});

describe('resolvePolicyMonths (the server re-checks the start month)', () => {
  it('gives the policy months of an open start', () => {
    expect(resolvePolicyMonths(open, 9)).toEqual([9, 10, 11, 12]);
    expect(resolvePolicyMonths(open, null)).toEqual([]);
  });

  it('refuses a start month that is not open with MONTH_NOT_AVAILABLE', () => {
    expect(refusal(() => resolvePolicyMonths(open, 8))).toEqual({ code: 'MONTH_NOT_AVAILABLE', params: { month: 8 } });
    expect(refusal(() => resolvePolicyMonths(open, 3))).toEqual({ code: 'MONTH_NOT_AVAILABLE', params: { month: 3 } });
  });
});
