import type { Benefit } from '../benefits/benefit';
import { startMonthRange } from '../benefits/start-month';
import { availableOnLine, type ContractCharge } from './available';
import { monthlyPriceBounds } from './price-cap';
import { canUseUserBag, userBagAvailable } from './user-bag';
import type { UserBags } from './user-bags';

export interface CapacityInput {
  benefit: Benefit;
  bags: UserBags;
  year: number;
  /** The user's contracts with their product line; only the year's live ones count. */
  contracts: readonly ContractCharge[];
  /** On PUT: the contract being changed; its own figures are left out. */
  editing?: { id: number } | null;
  today: string;
  companyCutOffDay?: number | null;
}

/** What the bags and the calendar allow one cart item: sliders, voucher and ticket maxima, refusals. */
export interface CartItemCapacity {
  /** Months still open for this benefit (`startMonthRange`). */
  allowedMonths: number[];
  /** The line's bag left (flexible for Exent, top for Top). */
  lineAvailable: number;
  /** The user bag left, when this benefit may use it; else 0. */
  userBagAvailable: number;
  /** lineAvailable + userBagAvailable: the most the contract's finalPrice may be. */
  capacity: number;
  /** The most one monthly item may cost (the line's bag). */
  maxPrice: number;
  /** Food: the most one month may cost; null otherwise. */
  workingPrice: number | null;
}

export function cartItemCapacity(input: CapacityInput): CartItemCapacity {
  const { benefit, bags, year } = input;
  const filter = { year, excludeContractId: input.editing?.id ?? null };
  const lineAvailable = availableOnLine(benefit.product.line, bags, input.contracts, filter);
  const userAvailable = canUseUserBag(bags, benefit) ? userBagAvailable(bags, input.contracts, filter) : 0;
  const { maxPrice, workingPrice } = monthlyPriceBounds(benefit, bags);
  const { months } = startMonthRange(benefit, { year, today: input.today, companyCutOffDay: input.companyCutOffDay });
  return {
    allowedMonths: months,
    lineAvailable,
    userBagAvailable: userAvailable,
    capacity: lineAvailable + userAvailable,
    maxPrice,
    workingPrice,
  };
}
