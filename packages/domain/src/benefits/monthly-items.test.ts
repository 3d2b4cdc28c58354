import { describe, expect, it } from 'vitest';
import { isCatalogueError, type CatalogueErrorCode } from '../errors/catalogue-error-codes';
import { assertItemsWellFormed, buildMonthlyItems, validateMonthlyItems } from './monthly-items';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('buildMonthlyItems', () => {
  it('puts the amount in each chosen month, once, in order', () => {
    expect(buildMonthlyItems(5_000, [6, 4, 6])).toEqual([
      { familyId: null, month: 4, price: 5_000 },
      { familyId: null, month: 6, price: 5_000 },
    ]);
    expect(buildMonthlyItems(5_000, [4], 9)).toEqual([{ familyId: 9, month: 4, price: 5_000 }]);
  });
});

describe('validateMonthlyItems (docs/product/benefits-and-simulation.md §5 General)', () => {
  const open = [4, 5, 6, 7, 8, 9, 10, 11, 12];

  it('returns the months taken, dropping zero-priced ones', () => {
    const items = [
      { familyId: null, month: 4, price: 5_000 },
      { familyId: null, month: 5, price: 0 },
      { familyId: null, month: 2, price: 0 },
    ];
    expect(validateMonthlyItems({ minAmount: 3_000 }, items, open)).toEqual([items[0]]);
  });

  it('refuses a month below minAmount', () => {
    const items = [{ familyId: null, month: 4, price: 2_999 }];
    const codes: (CatalogueErrorCode | undefined)[] = [];
    try {
      validateMonthlyItems({ minAmount: 3_000 }, items, open);
    } catch (e) {
      if (isCatalogueError(e)) {
        codes.push(e.code);
        expect(e.params).toEqual({ min: 3_000, month: 4, price: 2_999 });
      }
    }
    expect(codes).toEqual(['MIN_AMOUNT_NOT_REACHED']);
    expect(codeOf(() => validateMonthlyItems({ minAmount: 3_000 }, [{ familyId: null, month: 4, price: 3_000 }], open))).toBeUndefined();
  });

  it('ignores minAmount 0', () => {
    expect(validateMonthlyItems({ minAmount: 0 }, [{ familyId: null, month: 4, price: 1 }], open)).toHaveLength(1);
  });

  it('refuses a zero total', () => {
    expect(codeOf(() => validateMonthlyItems({ minAmount: 0 }, [{ familyId: null, month: 4, price: 0 }], open))).toBe('ZERO_PRICE');
    expect(codeOf(() => validateMonthlyItems({ minAmount: 0 }, [], open))).toBe('ZERO_PRICE');
  });

  it('refuses a month outside availability', () => {
    expect(codeOf(() => validateMonthlyItems({ minAmount: 0 }, [{ familyId: null, month: 3, price: 100 }], open))).toBe('MONTH_NOT_AVAILABLE');
  });
});

describe('assertItemsWellFormed', () => {
  it('refuses months outside 1–12, fractions of a cent, negatives and duplicates', () => {
    expect(codeOf(() => assertItemsWellFormed([{ familyId: null, month: 13, price: 1 }]))).toBe('VALIDATION');
    expect(codeOf(() => assertItemsWellFormed([{ familyId: null, month: 0, price: 1 }]))).toBe('VALIDATION');
    expect(codeOf(() => assertItemsWellFormed([{ familyId: null, month: 1, price: 1.5 }]))).toBe('VALIDATION');
    expect(codeOf(() => assertItemsWellFormed([{ familyId: null, month: 1, price: -1 }]))).toBe('NUMBER_BELOW_MIN');
    expect(
      codeOf(() =>
        assertItemsWellFormed([
          { familyId: null, month: 1, price: 1 },
          { familyId: null, month: 1, price: 2 },
        ]),
      ),
    ).toBe('DUPLICATE_ITEM_MONTH');
    expect(
      codeOf(() =>
        assertItemsWellFormed([
          { familyId: null, month: 1, price: 1 },
          { familyId: 4, month: 1, price: 2 },
        ]),
      ),
    ).toBeUndefined();
  });
});
