import type { ContractItem } from './contract';

/** One month of one beneficiary as proposed, before the company contribution is worked out. */
export type ContractItemDraft = Pick<ContractItem, 'familyId' | 'month' | 'price'>;

/** A draft with its contribution: what a contract stores, less the benefit id. */
export type PricedContractItem = Pick<ContractItem, 'familyId' | 'month' | 'price' | 'contributedPrice'>;

/** Items are unique per beneficiary and month; this is their key. */
export function itemKey(item: Pick<ContractItem, 'familyId' | 'month'>): string {
  return `${item.familyId ?? 'employee'}:${item.month}`;
}
