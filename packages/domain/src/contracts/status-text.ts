import { changeableCategories, type CategoryAlias } from '../benefits/category';
import { toMadridDate } from '../dates/madrid-calendar';
import type { Contract } from './contract';
import { contractListState, contractListStateLabels } from './contract-list-state';

/** The status text of a contracted item, as a message code the web translates (docs/product/cart-and-contracts.md §4). */
export const contractStatusTexts = {
  cancelled: 'contracts.status.cancelled',
  effectiveJune1: 'contracts.status.effectiveJune1',
  effectiveDecember1: 'contracts.status.effectiveDecember1',
  underReview: 'contracts.status.underReview',
  alreadyContracted: 'contracts.status.alreadyContracted',
} as const;
export type ContractStatusText = (typeof contractStatusTexts)[keyof typeof contractStatusTexts];

/**
 * Cancelled → cancelled (signed or not: a cancelled contract is never called contracted); a
 * pending saving plan with an effective date → effective 1 June when that date is in June, else
 * effective 1 December; other pending → under review; otherwise → already contracted.
 */
export function contractStatusText(contract: Pick<Contract, 'status' | 'category' | 'effectiveDate'>): ContractStatusText {
  if (contract.status === 'cancelled') return contractStatusTexts.cancelled;
  if (contract.status === 'pending') {
    if (contract.category === 'saving-plan' && contract.effectiveDate) {
      return toMadridDate(contract.effectiveDate).month === 6 ? contractStatusTexts.effectiveJune1 : contractStatusTexts.effectiveDecember1;
    }
    return contractStatusTexts.underReview;
  }
  return contractStatusTexts.alreadyContracted;
}

/** The label in the user's contract list (docs/product/employee-portal.md §4, docs/product/cart-and-contracts.md §4): one per state (contract-list-state.ts). */
export const contractListLabels = {
  pendingReview: contractListStateLabels.pending,
  contracted: contractListStateLabels.contracted,
  pendingSignature: contractListStateLabels.pendingSignature,
  cancelled: contractListStateLabels.cancelled,
} as const;
export type ContractListLabel = (typeof contractListLabels)[keyof typeof contractListLabels];

/**
 * The label of the contract's state (`contractListState`). The spec's three labels called a
 * cancelled, signed contract "contracted", and the list showed "Contracted" beside a "Cancelled"
 * badge: it says cancelled.
 */
export function contractListLabel(contract: Pick<Contract, 'status' | 'signed'>): ContractListLabel {
  return contractListStateLabels[contractListState(contract)];
}

/** A contracted item can be changed for food, kindergarten, transport, health, saving plan, or a non-default product (docs/product/benefits-and-simulation.md §4). */
export function canChangeContracted(category: CategoryAlias, isDefaultProduct: boolean): boolean {
  return changeableCategories.includes(category) || !isDefaultProduct;
}
