import type { Benefit } from '../benefits/benefit';
import { liveCharges, type ChargeFilter, type ContractCharge } from './available';
import type { UserBags } from './user-bags';

/** Payments a year assumed when a prorated user bag has no paymentCount: the smaller usual count. */
export const DEFAULT_PAYMENT_COUNT = 12;

/**
 * The user bag's yearly total (docs/product/employee-portal.md §9): the monthly amount × paymentCount when it is
 * paid monthly (`userBagProrate`), else userBag.
 */
export function userBagTotal(bags: Pick<UserBags, 'userBag' | 'userBagProrate' | 'paymentCount'>): number {
  const amount = Math.max(0, bags.userBag ?? 0);
  if (!bags.userBagProrate) return amount;
  const count = bags.paymentCount !== null && bags.paymentCount > 0 ? bags.paymentCount : DEFAULT_PAYMENT_COUNT;
  return amount * count;
}

/** What the year's live contracts already take from the user bag. */
export function userBagSpent(charges: readonly ContractCharge[], filter: ChargeFilter): number {
  return liveCharges(charges, filter).reduce((sum, c) => sum + Math.max(0, c.userBag), 0);
}

/** total − spent, not below 0 (docs/product/employee-portal.md §9). */
export function userBagAvailable(bags: UserBags, charges: readonly ContractCharge[], filter: ChargeFilter): number {
  return Math.max(0, userBagTotal(bags) - userBagSpent(charges, filter));
}

/** A restricted user bag pays only for benefits flagged `usesUserBag` (docs/product/benefits-and-simulation.md §3 Bags). */
export function canUseUserBag(bags: Pick<UserBags, 'userBagRestricted'>, benefit: Pick<Benefit, 'usesUserBag'>): boolean {
  return !bags.userBagRestricted || benefit.usesUserBag;
}
