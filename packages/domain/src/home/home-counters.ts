import type { HomeContract } from './home-contract';

/** The home stats tiles (docs/product/employee-portal.md §1, §4 "Home counters"). */
export interface HomeCounters {
  /** Contracted and signed. */
  signed: number;
  /** Contracted but not signed. */
  pendingSignature: number;
  /**
   * Not contracted yet: cart items and pending contracts (signed, under review). A cancelled
   * contract is not pending anything, so it is in no counter (docs/decisions/259-pending-products-are-the-cart-and-the-contracts.md).
   */
  pendingProducts: number;
}

export function homeCounters(entries: readonly Pick<HomeContract, 'status' | 'signed'>[]): HomeCounters {
  const counters: HomeCounters = { signed: 0, pendingSignature: 0, pendingProducts: 0 };
  for (const entry of entries) {
    if (entry.status === 'contracted') {
      if (entry.signed) counters.signed += 1;
      else counters.pendingSignature += 1;
    } else if (entry.status === 'cart' || entry.status === 'pending') {
      counters.pendingProducts += 1;
    }
  }
  return counters;
}
