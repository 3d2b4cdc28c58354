import type { Benefit, Beneficiaries, Contribution } from '../benefits/benefit';
import type { ContractItemDraft, PricedContractItem } from '../contracts/contract-item-draft';
import { divideRoundHalfUp } from '../tax/integer-division';

/**
 * What the company pays of one monthly item: a fixed amount, or a percent of the price rounded
 * half up to the cent; never above the price, never below 0.
 */
export function contributionFor(price: number, contribution: Contribution | null): number {
  if (contribution === null || price <= 0) return 0;
  const raw = contribution.kind === 'amount' ? contribution.cents : divideRoundHalfUp(price * contribution.basisPoints, 10_000);
  return Math.min(price, Math.max(0, raw));
}

/** Does `who` name this beneficiary? The employee is familyId null; anyone else is family. */
export function isNamedBy(familyId: number | null, who: Beneficiaries): boolean {
  if (who === 'both') return true;
  return who === 'employee' ? familyId === null : familyId !== null;
}

/**
 * The contribution goes to the beneficiaries that both `contributionTarget` and `whoAffect` name
 * (docs/product/benefits-and-simulation.md §3; docs/decisions-catalogue.md).
 */
export function receivesContribution(familyId: number | null, benefit: Pick<Benefit, 'contributionTarget' | 'whoAffect'>): boolean {
  return isNamedBy(familyId, benefit.contributionTarget) && isNamedBy(familyId, benefit.whoAffect);
}

export interface ContributedPrice {
  items: PricedContractItem[];
  /** Sum of the item prices. */
  price: number;
  contributedPrice: number;
  /** price − contributedPrice: what the employee's bags pay. */
  finalPrice: number;
}

/** Applies the benefit's contribution to each item and totals the contract. */
export function applyContribution(
  benefit: Pick<Benefit, 'contribution' | 'contributionTarget' | 'whoAffect'>,
  items: readonly ContractItemDraft[],
): ContributedPrice {
  const priced = items.map((item) => ({
    familyId: item.familyId,
    month: item.month,
    price: item.price,
    contributedPrice: receivesContribution(item.familyId, benefit) ? contributionFor(item.price, benefit.contribution) : 0,
  }));
  return totalsOf(priced);
}

/** The contract totals of items that already carry their contribution. */
export function totalsOf(items: PricedContractItem[]): ContributedPrice {
  const price = items.reduce((sum, i) => sum + i.price, 0);
  const contributedPrice = items.reduce((sum, i) => sum + i.contributedPrice, 0);
  return { items, price, contributedPrice, finalPrice: price - contributedPrice };
}
