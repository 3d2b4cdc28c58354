import { describe, expect, it } from 'vitest';
import { isCatalogueError } from '../errors/catalogue-error-codes';
import { assertInKindLimits, findInKindLimitBreach, MINIMUM_WAGE_ANNUAL_2026 } from './in-kind-limits';

const salary = { fixedSalary: 3_000_000, variableSalary: 0 };

describe('the 30 % in-kind cap', () => {
  it('allows exactly 30 % of fixed + variable salary', () => {
    expect(findInKindLimitBreach({ salary, current: [{ price: 500_000, finalPrice: 500_000 }], proposed: { price: 400_000, finalPrice: 400_000 } })).toBeNull();
  });

  it('refuses one cent more, with the bounds', () => {
    const breach = findInKindLimitBreach({ salary, current: [{ price: 500_000, finalPrice: 500_000 }], proposed: { price: 400_001, finalPrice: 400_001 } });
    expect(breach).toEqual({ code: 'IN_KIND_OVER_30_PERCENT', params: { salary: 3_000_000, inKind: 900_001, maxInKind: 900_000, max: 400_000 } });
  });

  it('counts the variable salary and the company contribution', () => {
    const withVariable = { fixedSalary: 2_000_000, variableSalary: 1_000_000 };
    expect(findInKindLimitBreach({ salary: withVariable, current: [], proposed: { price: 900_000, finalPrice: 100_000 } })).toBeNull();
    expect(findInKindLimitBreach({ salary: withVariable, current: [], proposed: { price: 900_100, finalPrice: 100 } })?.code).toBe('IN_KIND_OVER_30_PERCENT');
  });

  it('throws a CatalogueError saying which rule', () => {
    let error: unknown;
    try {
      assertInKindLimits({ salary, current: [], proposed: { price: 1_000_000, finalPrice: 1_000_000 } });
    } catch (e) {
      error = e;
    }
    expect(isCatalogueError(error, 'IN_KIND_OVER_30_PERCENT')).toBe(true);
  });
});

describe('the minimum-wage floor of cash pay', () => {
  const low = { fixedSalary: 2_000_000, variableSalary: 0 };

  it('allows cash down to exactly the 2026 minimum wage (17,094 €)', () => {
    expect(MINIMUM_WAGE_ANNUAL_2026).toBe(1_709_400);
    expect(
      findInKindLimitBreach({ salary: low, current: [{ price: 100_000, finalPrice: 100_000 }], proposed: { price: 190_600, finalPrice: 190_600 } }),
    ).toBeNull();
  });

  it('refuses cash one cent below it', () => {
    const breach = findInKindLimitBreach({
      salary: low,
      current: [{ price: 100_000, finalPrice: 100_000 }],
      proposed: { price: 190_601, finalPrice: 190_601 },
    });
    expect(breach).toEqual({ code: 'BELOW_MINIMUM_WAGE', params: { salary: 2_000_000, cash: 1_709_399, minimumWage: 1_709_400, max: 190_600 } });
  });

  it('counts only the salary given up, not the company contribution', () => {
    expect(findInKindLimitBreach({ salary: low, current: [], proposed: { price: 500_000, finalPrice: 290_600 } })).toBeNull();
  });

  it('takes the minimum wage as a parameter', () => {
    expect(findInKindLimitBreach({ salary: low, current: [], proposed: { price: 100_000, finalPrice: 100_000 }, minimumWageAnnual: 1_950_000 })?.code).toBe(
      'BELOW_MINIMUM_WAGE',
    );
  });
});

describe('when the limits do not apply', () => {
  it('skips an unknown salary', () => {
    expect(
      findInKindLimitBreach({ salary: { fixedSalary: null, variableSalary: null }, current: [], proposed: { price: 9_000_000, finalPrice: 9_000_000 } }),
    ).toBeNull();
  });

  it('never refuses a change that does not grow the edited contract', () => {
    const over = { salary, current: [{ price: 900_000, finalPrice: 900_000 }], proposed: { price: 50_000, finalPrice: 50_000 } };
    expect(findInKindLimitBreach(over)?.code).toBe('IN_KIND_OVER_30_PERCENT');
    expect(findInKindLimitBreach({ ...over, previous: { price: 80_000, finalPrice: 80_000 } })).toBeNull();
  });
});
