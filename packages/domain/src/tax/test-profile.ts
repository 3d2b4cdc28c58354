import type { TaxProfile } from './tax-profile';

/**
 * A 2026 profile for tests: born 1990, single (situation 3), indefinite contract, group 7, no
 * family, no benefits (the defaults of docs/product/tax-rules.md §4's worked cases). Tests override what matters.
 */
export function testProfile(overrides: Partial<TaxProfile> = {}): TaxProfile {
  return {
    year: 2026,
    grossAnnual: 3_000_000,
    paymentCount: 12,
    birthYear: 1990,
    disability: 0,
    reducedMobility: false,
    geographicMobility: false,
    contract: 'indefinite',
    contributionGroup: 7,
    familySituation: 3,
    descendants: [],
    ascendants: [],
    benefits: [],
    ...overrides,
  };
}

/** A descendant counted whole, without disability. */
export function child(birthYear: number, wholeCount = true) {
  return { birthYear, wholeCount, disability: 0, reducedMobility: false };
}
