import type { CategoryAlias } from '../benefits/category';
import { type HomeBenefits, type HomeContract } from './home-contract';
import { pendingSimulationStatus } from './pending-simulations';

/** The home status labels of a product, highest priority first (docs/product/employee-portal.md §2 Home, §4). */
export const homeProductStatuses = [
  'missing-document',
  'pending-cart',
  'pending-signature',
  'pending-review',
  'cancelled',
  'contracted',
  'non-simulated',
] as const;
export type HomeProductStatus = (typeof homeProductStatuses)[number];

/** The status one entry alone would give its product; null when it gives none. */
function entryStatus(entry: HomeContract, benefits: HomeBenefits): HomeProductStatus | null {
  if (entry.status === 'cart') {
    return pendingSimulationStatus(entry, benefits) === 'missing-document' ? 'missing-document' : 'pending-cart';
  }
  if (!entry.signed) return 'pending-signature';
  if (entry.status === 'pending') return 'pending-review';
  return entry.status; // 'cancelled' | 'contracted'
}

/**
 * The aggregate status of one product (docs/product/employee-portal.md §4 "Home aggregate status priority"): a cart
 * item missing documents, then a cart item pending completion, then a contracted, pending or
 * cancelled contract not signed (pending signature), then pending (review), cancelled,
 * contracted; a product with none of them is non-simulated. `entries` may hold other
 * categories' entries: only `category`'s count.
 */
export function productAggregateStatus(category: CategoryAlias, entries: readonly HomeContract[], benefits: HomeBenefits): HomeProductStatus {
  let best: HomeProductStatus = 'non-simulated';
  for (const entry of entries) {
    if (entry.category !== category) continue;
    const status = entryStatus(entry, benefits);
    if (status && homeProductStatuses.indexOf(status) < homeProductStatuses.indexOf(best)) best = status;
  }
  return best;
}

/** The aggregate status of each of `categories`, in their order. */
export function productAggregateStatuses(
  categories: readonly CategoryAlias[],
  entries: readonly HomeContract[],
  benefits: HomeBenefits,
): Map<CategoryAlias, HomeProductStatus> {
  return new Map(categories.map((category) => [category, productAggregateStatus(category, entries, benefits)]));
}
