import type { Benefit } from '../benefits/benefit';
import { lineBag } from './available';
import type { UserBags } from './user-bags';

/** Which bound set a capped price: the UI says why the slider stopped. */
export type PriceCapBound = 'entered' | 'available' | 'maxPrice' | 'workingPrice';

export interface PriceCapInput {
  /** What the person typed or slid, in cents (anything: it is sanitised here). */
  entered: number;
  /** The bag left for this contract, after all its items at their current values. */
  remaining: number;
  /** The item's current value, given back to it when it changes. */
  currentValue: number;
  /** The line's bag (`monthlyPriceBounds`). */
  maxPrice: number;
  /** Food only: the benefit's working price; null otherwise. */
  workingPrice?: number | null;
}

export interface CappedPrice {
  /** Integer cents, ≥ 0. */
  value: number;
  boundBy: PriceCapBound;
  /** The value of that bound. */
  bound: number;
}

/**
 * A monthly item's price = min(entered, remaining + the item's current value, max price) — and,
 * for food, the working price (docs/product/benefits-and-simulation.md §5 General). Ties go to the first bound in that order,
 * so `boundBy` is 'entered' exactly when nothing capped the entry. A non-integer entry is rounded
 * down to the cent, a negative or non-number one becomes 0.
 */
export function capMonthlyPrice(input: PriceCapInput): CappedPrice {
  const entered = Number.isFinite(input.entered) ? Math.max(0, Math.floor(input.entered)) : 0;
  const bounds: [PriceCapBound, number][] = [
    ['entered', entered],
    ['available', nonNegative(input.remaining + input.currentValue)],
    ['maxPrice', nonNegative(input.maxPrice)],
  ];
  if (input.workingPrice !== null && input.workingPrice !== undefined) bounds.push(['workingPrice', nonNegative(input.workingPrice)]);
  let [boundBy, bound] = bounds[0]!;
  for (const [name, value] of bounds) {
    if (value < bound) [boundBy, bound] = [name, value];
  }
  return { value: bound, boundBy, bound };
}

function nonNegative(cents: number): number {
  return Number.isFinite(cents) ? Math.max(0, Math.floor(cents)) : 0;
}

export interface MonthlyPriceBounds {
  maxPrice: number;
  workingPrice: number | null;
}

/**
 * The fixed bounds of a benefit's monthly price: its line's bag (flexible for Exent; top, or the
 * fixed salary without a top bag, for Top) and, for food, its working price.
 */
export function monthlyPriceBounds(benefit: Pick<Benefit, 'product' | 'workingPrice'>, bags: UserBags): MonthlyPriceBounds {
  return {
    maxPrice: lineBag(benefit.product.line, bags),
    workingPrice: benefit.product.alias === 'food' ? benefit.workingPrice : null,
  };
}
