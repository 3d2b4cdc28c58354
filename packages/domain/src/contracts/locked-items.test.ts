import { describe, expect, it } from 'vitest';
import { heldFigures, splitLockedItems, type EditedContract } from './locked-items';

const stored = [
  { familyId: null, month: 2, price: 5_000, contributedPrice: 1_000 },
  { familyId: null, month: 3, price: 5_000, contributedPrice: 1_000 },
  { familyId: null, month: 4, price: 5_000, contributedPrice: 1_000 },
];
const open = [4, 5, 6];
const contracted: EditedContract = { id: 1, status: 'contracted', items: stored };

describe('splitLockedItems', () => {
  it("keeps a contracted contract's closed months and passes the open ones on", () => {
    const { locked, changeable } = splitLockedItems([{ familyId: null, month: 5, price: 7_000 }], contracted, open);
    expect(locked).toEqual(stored.slice(0, 2));
    expect(changeable).toEqual([{ familyId: null, month: 5, price: 7_000 }]);
  });

  it('accepts a closed month sent back unchanged and refuses a changed one', () => {
    expect(splitLockedItems([{ familyId: null, month: 2, price: 5_000 }], contracted, open).changeable).toEqual([]);
    expect(() => splitLockedItems([{ familyId: null, month: 2, price: 4_000 }], contracted, open)).toThrow(
      expect.objectContaining({ code: 'MONTH_NOT_AVAILABLE' }),
    );
    expect(() => splitLockedItems([{ familyId: 5, month: 2, price: 5_000 }], contracted, open)).toThrow(
      expect.objectContaining({ code: 'MONTH_NOT_AVAILABLE' }),
    );
  });

  it('locks nothing for a cart or cancelled contract, or a new one', () => {
    for (const editing of [{ ...contracted, status: 'cart' as const }, { ...contracted, status: 'cancelled' as const }, null]) {
      expect(splitLockedItems([], editing, open).locked).toEqual([]);
      expect(() => splitLockedItems([{ familyId: null, month: 2, price: 5_000 }], editing, open)).toThrow(
        expect.objectContaining({ code: 'MONTH_NOT_AVAILABLE' }),
      );
    }
  });
});

describe('heldFigures', () => {
  it('gives the yearly price and finalPrice of a live contract', () => {
    expect(heldFigures(contracted)).toEqual({ price: 15_000, finalPrice: 12_000 });
    expect(heldFigures({ ...contracted, status: 'cart' })).toEqual({ price: 15_000, finalPrice: 12_000 });
  });

  it('is null for a cancelled contract or none', () => {
    expect(heldFigures({ ...contracted, status: 'cancelled' })).toBeNull();
    expect(heldFigures(null)).toBeNull();
  });
});
