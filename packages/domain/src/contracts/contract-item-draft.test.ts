import { describe, expect, it } from 'vitest';
import { assertItemsWellFormed } from '../benefits/monthly-items';
import { itemKey } from './contract-item-draft';

describe('itemKey: one item per benefit, beneficiary and month', () => {
  it('tells a health supplementary from its main benefit for the same member and month', () => {
    expect(itemKey({ familyId: 2, month: 4 })).not.toBe(itemKey({ benefitId: 11, familyId: 2, month: 4 }));
    expect(itemKey({ benefitId: 11, familyId: 2, month: 4 })).toBe(itemKey({ benefitId: 11, familyId: 2, month: 4 }));
    expect(itemKey({ familyId: null, month: 4 })).not.toBe(itemKey({ familyId: null, month: 5 }));
  });

  it('lets the duplicate check accept main + supplementary and still refuse twice the same benefit', () => {
    expect(() =>
      assertItemsWellFormed([
        { familyId: 2, month: 4, price: 5_200 },
        { benefitId: 11, familyId: 2, month: 4, price: 900 },
      ]),
    ).not.toThrow();
    expect(() =>
      assertItemsWellFormed([
        { benefitId: 11, familyId: 2, month: 4, price: 900 },
        { benefitId: 11, familyId: 2, month: 4, price: 900 },
      ]),
    ).toThrow(expect.objectContaining({ code: 'DUPLICATE_ITEM_MONTH' }));
  });
});
