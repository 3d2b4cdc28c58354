import type { Benefit } from '../benefits/benefit';
import type { CategoryAlias } from '../benefits/category';
import type { Contract } from './contract';

/** Categories whose info is given per family member (docs/product/benefits-and-simulation.md §4). */
export const perMemberInfoCategories: readonly CategoryAlias[] = ['health-insurance', 'kindergarten'];

/** The additionalInfo key of a beneficiary: the family member's id, or `employee` for familyId null. */
export function additionalInfoKey(familyId: number | null): string {
  return familyId === null ? 'employee' : String(familyId);
}

/**
 * Does the benefit ask for information before signing (docs/product/cart-and-contracts.md §4)? Always for formation;
 * otherwise when the questionnaire is enabled and is not of telephone type.
 */
export function isInfoRequired(category: CategoryAlias, benefit: Pick<Benefit, 'questionnaire'>): boolean {
  if (category === 'formation') return true;
  return benefit.questionnaire.enabled && benefit.questionnaire.type !== 'telephone';
}

/** Empty: absent, null, '', or an object or array with nothing in it (docs/product/benefits-and-simulation.md §2: "completed when info is not empty"). */
export function isEmptyInfo(info: unknown): boolean {
  if (info === null || info === undefined || info === '') return true;
  if (Array.isArray(info)) return info.length === 0;
  if (typeof info === 'object') return Object.keys(info).length === 0;
  return false;
}

/**
 * A cart contract is missing documents (docs/product/cart-and-contracts.md §4) when documentation is not disabled,
 * the benefit requires information, and none is given. Health and kindergarten look at each
 * beneficiary of the items: `additionalInfo[additionalInfoKey(familyId)]`.
 */
export function isMissingDocuments(
  contract: Pick<Contract, 'status' | 'category' | 'disableDocumentation' | 'additionalInfo'> & { items: readonly { familyId: number | null }[] },
  benefit: Pick<Benefit, 'questionnaire'>,
): boolean {
  if (contract.status !== 'cart' || contract.disableDocumentation) return false;
  if (!isInfoRequired(contract.category, benefit)) return false;
  return membersMissingInfo(contract).length > 0 || isEmptyInfo(contract.additionalInfo);
}

/**
 * Which beneficiaries still lack their info, for the per-member categories ('employee' for the
 * employee); empty for other categories, whose info is one block.
 */
export function membersMissingInfo(contract: Pick<Contract, 'category' | 'additionalInfo'> & { items: readonly { familyId: number | null }[] }): string[] {
  if (!perMemberInfoCategories.includes(contract.category)) return [];
  const keys = [...new Set(contract.items.map((i) => additionalInfoKey(i.familyId)))];
  const info = contract.additionalInfo ?? {};
  return keys.filter((key) => isEmptyInfo(info[key]));
}
