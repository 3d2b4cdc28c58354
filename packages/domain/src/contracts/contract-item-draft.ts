import type { ContractItem } from './contract';

/**
 * One month of one beneficiary as proposed, before the company contribution is worked out.
 * `benefitId` is left out for the contract's own benefit; it names another benefit only for a
 * health supplementary, whose items live in its main benefit's contract (docs/product/benefits-and-simulation.md §5 Health).
 */
export type ContractItemDraft = Pick<ContractItem, 'familyId' | 'month' | 'price'> & { benefitId?: number };

/** A draft with its contribution: what a contract stores (the benefit id defaults as in the draft). */
export type PricedContractItem = Pick<ContractItem, 'familyId' | 'month' | 'price' | 'contributedPrice'> & { benefitId?: number };

/**
 * Items are unique per benefit, beneficiary and month; this is their key. A health main benefit
 * and its supplementary share a member and a month, so the benefit is part of the key; a missing
 * benefitId means the contract's own benefit (callers that mix both forms normalise first).
 */
export function itemKey(item: Pick<ContractItem, 'familyId' | 'month'> & { benefitId?: number }): string {
  return `${item.benefitId ?? 'contract'}:${item.familyId ?? 'employee'}:${item.month}`;
}
