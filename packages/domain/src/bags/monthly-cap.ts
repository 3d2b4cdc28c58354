import type { CartItemCapacity } from './cart-item-capacity';

export interface MonthlyCapInput {
  /** Months chosen in the form; none yet counts as every month still open (the form's default). */
  monthCount: number;
  /** People each month is paid for (kindergarten: the children taking it). */
  beneficiaryCount?: number;
  /** A yearly legal limit left for this product (transport's 1 500 €), spread over the months. */
  yearLimit?: number;
}

/**
 * The most one monthly amount may be (docs/product/benefits-and-simulation.md §5 General): within the line's bag for a month
 * (maxPrice), food's working price, what the bags have left for the whole contract spread over its
 * months, and a yearly limit spread the same way. With no month chosen the months still open
 * count, so a slider never offers a whole bag or a whole yearly limit as one month.
 */
export function monthlyCap(capacity: CartItemCapacity, input: MonthlyCapInput): number {
  const months = Math.max(1, input.monthCount > 0 ? input.monthCount : capacity.allowedMonths.length);
  const payments = months * Math.max(1, input.beneficiaryCount ?? 1);
  const bounds = [capacity.maxPrice, Math.floor(capacity.capacity / payments), capacity.workingPrice ?? Infinity];
  if (input.yearLimit !== undefined) bounds.push(Math.floor(input.yearLimit / months));
  return Math.max(0, Math.min(...bounds));
}
