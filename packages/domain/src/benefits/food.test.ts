import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { maxVoucherCounts, priceFoodItems, voucherMonthlyPrice } from './food';

const card = { faceValues: [], workingPrice: 24_200 };
const vouchers = { faceValues: [900, 1_100], workingPrice: 24_200 };
const months = [
  { familyId: null, month: 5, price: 0 },
  { familyId: null, month: 6, price: 123 },
];

describe('food by amount', () => {
  it('keeps each month as proposed within the working price', () => {
    expect(priceFoodItems(card, [{ familyId: null, month: 5, price: 24_200 }], undefined)).toEqual([{ familyId: null, month: 5, price: 24_200 }]);
  });

  it('refuses a month above the working price, naming the field and bound', () => {
    expect(() => priceFoodItems(card, [{ familyId: null, month: 5, price: 24_201 }], undefined)).toThrow(
      expect.objectContaining({ code: 'NUMBER_ABOVE_MAX', params: { field: 'items.0.price', max: 24_200 } }),
    );
  });
});

describe('food by vouchers', () => {
  it('prices every proposed month at Σ face × count', () => {
    expect(
      voucherMonthlyPrice(vouchers, [
        { faceValue: 900, count: 10 },
        { faceValue: 1_100, count: 5 },
      ]),
    ).toBe(14_500);
    expect(priceFoodItems(vouchers, months, [{ faceValue: 900, count: 10 }]).map((i) => i.price)).toEqual([9_000, 9_000]);
  });

  it('refuses a selection above the working price', () => {
    expect(() => priceFoodItems(vouchers, months, [{ faceValue: 1_100, count: 23 }])).toThrow(
      expect.objectContaining({ code: 'NUMBER_ABOVE_MAX', params: { field: 'details.vouchers', max: 24_200 } }),
    );
  });

  it('prices a voucher benefit with no selection at 0', () => {
    expect(priceFoodItems(vouchers, months, undefined).map((i) => i.price)).toEqual([0, 0]);
  });

  it('gives the format error when the benefit has no voucher faces', () => {
    let error: unknown;
    try {
      priceFoodItems(card, months, [{ faceValue: 900, count: 1 }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({
      code: 'FOOD_VOUCHER_FORMAT',
      message: 'Error de Formato. El contrato no tiene formato de vale de comida. Por favor contacta con el administrador',
    });
  });

  it('gives the format error for a face the benefit does not have, and refuses negative counts', () => {
    expect(() => voucherMonthlyPrice(vouchers, [{ faceValue: 1_000, count: 1 }])).toThrow(expect.objectContaining({ code: 'FOOD_VOUCHER_FORMAT' }));
    expect(() => voucherMonthlyPrice(vouchers, [{ faceValue: 900, count: -1 }])).toThrow(expect.objectContaining({ code: 'NUMBER_BELOW_MIN' }));
  });
});

describe('maxVoucherCounts (docs/product/benefits-and-simulation.md §5 Food voucher)', () => {
  it('gives each face the most the bag allows over the months, the others unchanged', () => {
    // 100 000 over 10 months = 10 000 a month; 5 × 11 € = 5 500 taken by the other face.
    const max = maxVoucherCounts({
      faceValues: [900, 1_100],
      vouchers: [{ faceValue: 1_100, count: 5 }],
      capacity: 100_000,
      monthCount: 10,
      workingPrice: null,
    });
    expect(max).toEqual([
      { faceValue: 900, count: 5 },
      { faceValue: 1_100, count: 9 },
    ]);
  });

  it('is also bounded by the working price', () => {
    const max = maxVoucherCounts({ faceValues: [900], vouchers: [], capacity: 10_000_000, monthCount: 1, workingPrice: 24_200 });
    expect(max).toEqual([{ faceValue: 900, count: 26 }]);
  });

  it('is 0, never negative, when nothing is left', () => {
    const max = maxVoucherCounts({ faceValues: [900, 1_100], vouchers: [{ faceValue: 1_100, count: 20 }], capacity: 1_000, monthCount: 1, workingPrice: null });
    expect(max).toEqual([
      { faceValue: 900, count: 0 },
      { faceValue: 1_100, count: 0 },
    ]);
  });
});
