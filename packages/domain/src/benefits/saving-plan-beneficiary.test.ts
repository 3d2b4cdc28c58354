import { describe, expect, it } from 'vitest';
import type { FamilyMemberRef } from './age';
import type { Beneficiaries } from './benefit';
import { hasSavingPlanFamilyStep, initialSavingPlanBeneficiary, listSavingPlanCandidates, savingPlanBeneficiaries } from './saving-plan-beneficiary';

const provider = (id: number) => ({ id, name: `provider ${id}`, logo: null, website: null });
const basket = (providerId: number, whoAffect: Beneficiaries = 'both') => ({ provider: provider(providerId), whoAffect });
const family: FamilyMemberRef[] = [
  { id: 1, birthday: '1987-03-14', relationship: 'you' },
  { id: 2, birthday: '1985-11-02', relationship: 'spouse' },
  { id: 3, birthday: '2016-09-21', relationship: 'child' },
];

describe("the saving plan's family step (docs/product/benefits-and-simulation.md §2 Saving plan page)", () => {
  it('exists only when the baskets come from more than one provider', () => {
    expect(hasSavingPlanFamilyStep([basket(1), basket(1)])).toBe(false);
    expect(hasSavingPlanFamilyStep([basket(1), basket(2)])).toBe(true);
    expect(hasSavingPlanFamilyStep([{ provider: null }, basket(1)])).toBe(true);
    expect(hasSavingPlanFamilyStep([])).toBe(false);
  });

  it("lets the provider's offer say whom the plan may cover, and keeps it the employee's without the step", () => {
    const offered = [basket(1, 'family'), basket(2, 'employee')];
    expect(savingPlanBeneficiaries(basket(1, 'family'), offered)).toBe('family');
    expect(savingPlanBeneficiaries(basket(2, 'employee'), offered)).toBe('employee');
    expect(savingPlanBeneficiaries(basket(1, 'both'), [basket(1, 'both'), basket(1)])).toBe('employee');
    // Without the catalogue, the basket alone: one provider, the employee.
    expect(savingPlanBeneficiaries(basket(1, 'both'))).toBe('employee');
  });

  it("offers the user's own entry as the employee and the family members the offer names", () => {
    const ids = (who: Beneficiaries) => listSavingPlanCandidates(family, who).map((c) => c.familyId);
    expect(ids('both')).toEqual([null, 2, 3]);
    expect(ids('employee')).toEqual([null]);
    expect(ids('family')).toEqual([2, 3]);
    expect(listSavingPlanCandidates(family, 'employee')[0]?.member).toBe(family[0]);
  });

  it("starts with the existing plan's beneficiary while offered, else the employee, else nobody", () => {
    const both = listSavingPlanCandidates(family, 'both');
    expect(initialSavingPlanBeneficiary(both, 3)).toBe(3);
    expect(initialSavingPlanBeneficiary(both, undefined)).toBeNull();
    expect(initialSavingPlanBeneficiary(listSavingPlanCandidates(family, 'employee'), 3)).toBeNull();
    expect(initialSavingPlanBeneficiary(listSavingPlanCandidates(family, 'family'), null)).toBeUndefined();
    expect(initialSavingPlanBeneficiary(listSavingPlanCandidates(family, 'family'), 2)).toBe(2);
  });
});
