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
  /** A change awaiting acceptance: the contract it replaces once its e-mail is accepted. */
  replacesContractId?: number | null;
}

/** Statuses that hold bag money: in the cart, awaiting acceptance, or contracted (docs/product/cart-and-contracts.md §4). */
export const liveContractStatuses: readonly ContractStatus[] = ['cart', 'pending', 'contracted'];

export interface ChargeFilter {
  year: number;
  /** The contract being edited: its old figures are replaced by the proposal, so they are left out. */
  excludeContractId?: number | null;
}

type LiveCharge = Pick<ContractCharge, 'id' | 'year' | 'status' | 'finalPrice' | 'replacesContractId'>;

/**
 * The live contracts of the year, less the one being edited. A change awaiting acceptance and the
 * contract it replaces never both hold money: only one of them will be in force, so the dearer
 * one counts, and whatever the employee decides about the e-mail the bags are not exceeded.
 * Editing either of the two leaves out the other too: the proposal takes both places (editing the
 * contract while its change waited counted the change, and the meal slider fell from 220 € to
 * 122.33 €).
 */
export function liveCharges<T extends LiveCharge>(charges: readonly T[], filter: ChargeFilter): T[] {
  const live = charges.filter((c) => c.year === filter.year && liveContractStatuses.includes(c.status));
  const edited = filter.excludeContractId == null ? undefined : live.find((c) => c.id === filter.excludeContractId);
  const excluded = new Set<number | null | undefined>([edited?.id, edited?.replacesContractId]);
  for (const c of live) if (edited && c.replacesContractId === edited.id) excluded.add(c.id);
  const kept = live.filter((c) => !excluded.has(c.id));
  const byId = new Map(kept.map((c) => [c.id, c]));
  const changeOf = new Map(kept.filter((c) => c.replacesContractId).map((c) => [c.replacesContractId, c]));
  return kept.filter((c) => {
    const change = changeOf.get(c.id);
    if (change) return c.finalPrice >= change.finalPrice;
    const replaced = c.replacesContractId ? byId.get(c.replacesContractId) : undefined;
    return !replaced || c.finalPrice > replaced.finalPrice;
  });
}

/**
 * The bag a product line draws on, which is also the most one monthly item may cost (docs/product/benefits-and-simulation.md
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

/** The spec's `available` and `availableTop` (docs/product/benefits-and-simulation.md §3 Simulation). */
export function availableBags(bags: UserBags, charges: readonly ContractCharge[], filter: ChargeFilter): AvailableBags {
  return {
    available: availableOnLine('Exent', bags, charges, filter),
    availableTop: availableOnLine('Top', bags, charges, filter),
  };
}
