import { describe, expect, it } from 'vitest';
import type { FamilyMemberRef } from '../benefits/age';
import { assertBeneficiaries } from './beneficiaries';

const family: FamilyMemberRef[] = [
  { id: 1, birthday: '1990-01-01', relationship: 'you' },
  { id: 2, birthday: '1991-01-01', relationship: 'spouse' },
];

describe('assertBeneficiaries', () => {
  it('allows the employee and family members as `who` names them', () => {
    expect(() =>
      assertBeneficiaries(
        [
          { familyId: null, month: 1 },
          { familyId: 2, month: 1 },
        ],
        'both',
        family,
      ),
    ).not.toThrow();
    expect(() => assertBeneficiaries([{ familyId: null, month: 1 }], 'employee', family)).not.toThrow();
    expect(() => assertBeneficiaries([{ familyId: 2, month: 1 }], 'family', family)).not.toThrow();
  });

  it("refuses whom `who` leaves out, the user's own entry and strangers", () => {
    const refused = expect.objectContaining({ code: 'BENEFICIARY_NOT_ALLOWED' });
    expect(() => assertBeneficiaries([{ familyId: 2, month: 1 }], 'employee', family)).toThrow(refused);
    expect(() => assertBeneficiaries([{ familyId: null, month: 1 }], 'family', family)).toThrow(refused);
    expect(() => assertBeneficiaries([{ familyId: 1, month: 1 }], 'both', family)).toThrow(refused);
    expect(() => assertBeneficiaries([{ familyId: 9, month: 1 }], 'both', family)).toThrow(refused);
  });
});
