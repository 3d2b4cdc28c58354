import type { FamilyMemberRef } from '../benefits/age';
import type { Beneficiaries } from '../benefits/benefit';
import { isNamedBy } from '../bags/company-contribution';
import type { ContractItemDraft } from './contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';

/**
 * Each item's beneficiary is allowed: the employee (familyId null) or a member of the user's
 * family other than the user's own entry, and `who` names them (the benefit's whoAffect, or
 * 'employee' for benefits that only the employee may have).
 */
export function assertBeneficiaries(
  items: readonly Pick<ContractItemDraft, 'familyId' | 'month'>[],
  who: Beneficiaries,
  family: readonly FamilyMemberRef[],
): void {
  for (const item of items) {
    const known = item.familyId === null || family.some((m) => m.id === item.familyId && m.relationship !== 'you');
    if (!known || !isNamedBy(item.familyId, who)) {
      throw new CatalogueError('BENEFICIARY_NOT_ALLOWED', { familyId: item.familyId ?? 'employee', month: item.month });
    }
  }
}
