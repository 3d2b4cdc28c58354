import { type BenefitPlan } from './benefit-plan';

/**
 * The most one monthly amount may be when it is taken `monthCount` times (spec part 2 §5
 * General): within the line's bag for a month (maxPrice), the food working price, and what the
 * bags have left for the whole contract spread over its months.
 */
export function monthlyCap(plan: BenefitPlan, monthCount: number, beneficiaryCount = 1): number {
  const { capacity, maxPrice, workingPrice } = plan.capacity;
  const share = Math.floor(capacity / Math.max(1, monthCount * beneficiaryCount));
  return Math.max(0, Math.min(maxPrice, share, workingPrice ?? Number.POSITIVE_INFINITY));
}
