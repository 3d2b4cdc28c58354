import { describe, expect, it } from 'vitest';
import type { FamilyMemberRef } from './age';
import { assertKindergartenItems, eligibleChildren, isUnderThreeInMonth } from './kindergarten';
import { kindergartenInfoSchema } from './kindergarten-info-schema';

const family: FamilyMemberRef[] = [
  { id: 1, birthday: '1990-01-01', relationship: 'you' },
  { id: 2, birthday: '1991-01-01', relationship: 'spouse' },
  { id: 3, birthday: '2023-05-15', relationship: 'child' },
  { id: 4, birthday: '2020-01-01', relationship: 'child' },
  { id: 5, birthday: '2026-08-10', relationship: 'child' },
];

describe('eligibleChildren (docs/product/benefits-and-simulation.md §9: age 2 or less)', () => {
  it('offers children aged 2 or less at the date', () => {
    expect(eligibleChildren(family, '2026-05-14').map((m) => m.id)).toEqual([3]);
  });

  it('no longer offers a child on their third birthday', () => {
    expect(eligibleChildren(family, '2026-05-15').map((m) => m.id)).toEqual([]);
  });

  it('offers a newborn once born', () => {
    expect(eligibleChildren(family, '2026-08-10').map((m) => m.id)).toEqual([5]);
  });
});

describe('isUnderThreeInMonth', () => {
  it('is true for the month before the third birthday', () => {
    expect(isUnderThreeInMonth('2023-05-15', 2026, 4)).toBe(true);
  });

  it('is false for the month of the third birthday: on the birthday the child is 3', () => {
    expect(isUnderThreeInMonth('2023-05-15', 2026, 5)).toBe(false);
    expect(isUnderThreeInMonth('2023-05-31', 2026, 5)).toBe(false);
    expect(isUnderThreeInMonth('2023-06-01', 2026, 5)).toBe(true);
  });
});

describe('assertKindergartenItems', () => {
  it('accepts each under-3 child and month', () => {
    expect(() =>
      assertKindergartenItems(
        [
          { familyId: 3, month: 4, price: 20_000 },
          { familyId: 5, month: 9, price: 20_000 },
        ],
        family,
        2026,
      ),
    ).not.toThrow();
  });

  it("refuses the month of the third birthday with the spec's message", () => {
    expect(() => assertKindergartenItems([{ familyId: 3, month: 5, price: 20_000 }], family, 2026)).toThrow(
      expect.objectContaining({ code: 'KINDERGARTEN_AGE', message: 'La edad debe ser menor de 3 años', params: { familyId: 3, month: 5, maxAge: 3 } }),
    );
  });

  it('refuses the employee, a spouse, an unknown member and a child not yet born', () => {
    for (const familyId of [null, 2, 99]) {
      expect(() => assertKindergartenItems([{ familyId, month: 4, price: 1 }], family, 2026)).toThrow(
        expect.objectContaining({ code: 'BENEFICIARY_NOT_ALLOWED' }),
      );
    }
    expect(() => assertKindergartenItems([{ familyId: 5, month: 7, price: 1 }], family, 2026)).toThrow(
      expect.objectContaining({ code: 'BENEFICIARY_NOT_ALLOWED' }),
    );
  });
});

describe('kindergartenInfoSchema (docs/product/benefits-and-simulation.md §5)', () => {
  it('requires code, name and address; the rest is optional', () => {
    expect(kindergartenInfoSchema.safeParse({ codeCenter: '28001', centerName: 'Escuela', address: 'Calle Mayor 1' }).success).toBe(true);
    const result = kindergartenInfoSchema.safeParse({ codeCenter: ' ', centerName: 'Escuela' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['codeCenter', 'validation.required'],
      ['address', 'validation.required'],
    ]);
  });
});
