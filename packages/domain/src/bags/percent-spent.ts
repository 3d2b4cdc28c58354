import { divideRoundHalfUp } from '../tax/integer-division';

/**
 * The rounded percent of a bag already spent (docs/product/employee-portal.md §9): spent / total × 100, rounded half
 * up to a whole percent; 0 when the total is 0. Not capped at 100, so an overdrawn bag shows.
 */
export function percentSpent(spent: number, total: number): number {
  if (total <= 0 || spent <= 0) return 0;
  return divideRoundHalfUp(spent * 100, total);
}

/** The company bag is shown only when above 0 (docs/product/employee-portal.md §9). */
export function isCompanyBagShown(companyBagTotal: number): boolean {
  return companyBagTotal > 0;
}
