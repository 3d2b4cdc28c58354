import type { CategoryAlias, ProductLine } from '../benefits/category';
import type { ContractStatus } from '../contracts/contract';
import type { UserBags } from './user-bags';

/**
 * What one contract takes from the bags: the fields of `Contract` that matter, plus the product
 * line of its benefit (which bag it draws on). Money in cents, yearly totals.
 */
export interface ContractCharge {
  id: number;
  year: number;
  status: ContractStatus;
  line: ProductLine;
  category: CategoryAlias;
  price: number;
  contributedPrice: number;
  /** price − contributedPrice: what the employee's bags pay. */
  finalPrice: number;
  /** The part of finalPrice paid from the user bag. */
  userBag: number;
}

/** Statuses that hold bag money: in the cart, awaiting acceptance, or contracted (spec part 2 §4). */
export const liveContractStatuses: readonly ContractStatus[] = ['cart', 'pending', 'contracted'];

export interface ChargeFilter {
  year: number;
  /** The contract being edited: its old figures are replaced by the proposal, so they are left out. */
  excludeContractId?: number | null;
}

/** The live contracts of the year, less the one being edited. */
export function liveCharges<T extends Pick<ContractCharge, 'id' | 'year' | 'status'>>(charges: readonly T[], filter: ChargeFilter): T[] {
  return charges.filter(
    (c) => c.year === filter.year && liveContractStatuses.includes(c.status) && c.id !== filter.excludeContractId,
  );
}

/**
 * The bag a product line draws on, which is also the most one monthly item may cost (spec part 2
 * §5 General): the flexible bag for Exent; the top bag for Top, or the fixed salary when there is
 * no top bag (null — a top bag of 0 is a real bag of 0).
 */
export function lineBag(line: ProductLine, bags: UserBags): number {
  const bag = line === 'Exent' ? bags.flexibleBag : (bags.topBag ?? bags.fixedSalary);
  return Math.max(0, bag ?? 0);
}

/** What a contract takes from its line's bag: finalPrice less what the user bag pays. */
export function lineBagCharge(charge: Pick<ContractCharge, 'finalPrice' | 'userBag'>): number {
  return Math.max(0, charge.finalPrice - Math.max(0, charge.userBag));
}

/** The year's spending on a line's bag by live contracts. */
export function spentOnLine(line: ProductLine, charges: readonly ContractCharge[], filter: ChargeFilter): number {
  return liveCharges(charges, filter)
    .filter((c) => c.line === line)
    .reduce((sum, c) => sum + lineBagCharge(c), 0);
}

/** bag − what the year's live contracts of that line take; never below 0. */
export function availableOnLine(line: ProductLine, bags: UserBags, charges: readonly ContractCharge[], filter: ChargeFilter): number {
  return Math.max(0, lineBag(line, bags) - spentOnLine(line, charges, filter));
}

export interface AvailableBags {
  /** Exent: the flexible bag left. */
  available: number;
  /** Top: the top bag (or fixed salary) left. */
  availableTop: number;
}

/** The spec's `available` and `availableTop` (spec part 2 §3 Simulation). */
export function availableBags(bags: UserBags, charges: readonly ContractCharge[], filter: ChargeFilter): AvailableBags {
  return {
    available: availableOnLine('Exent', bags, charges, filter),
    availableTop: availableOnLine('Top', bags, charges, filter),
  };
}
