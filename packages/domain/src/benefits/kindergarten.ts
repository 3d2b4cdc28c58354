import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { ageInYears, type FamilyMemberRef } from './age';
import { isUnderThreeInMonth, KINDERGARTEN_AGE_LIMIT, lastDayOf } from './kindergarten-age';

export { eligibleChildren, isUnderThreeInMonth, KINDERGARTEN_AGE_LIMIT, KINDERGARTEN_MAX_OFFER_AGE } from './kindergarten-age';

/**
 * Kindergarten items are per child and month (docs/product/benefits-and-simulation.md §5 Kindergarten): each beneficiary is a
 * child of the family, born by the end of the month and under 3 all of it.
 */
export function assertKindergartenItems(items: readonly ContractItemDraft[], family: readonly FamilyMemberRef[], year: number): void {
  for (const item of items) {
    const child = family.find((m) => m.id === item.familyId && m.relationship === 'child');
    if (!child) throw new CatalogueError('BENEFICIARY_NOT_ALLOWED', { familyId: item.familyId ?? 'employee', month: item.month });
    if (ageInYears(child.birthday, lastDayOf(year, item.month)) < 0) {
      throw new CatalogueError('BENEFICIARY_NOT_ALLOWED', { familyId: child.id, month: item.month });
    }
    if (!isUnderThreeInMonth(child.birthday, year, item.month)) {
      throw new CatalogueError('KINDERGARTEN_AGE', { familyId: child.id, month: item.month, maxAge: KINDERGARTEN_AGE_LIMIT });
    }
  }
}
