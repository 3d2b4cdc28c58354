import { benefitCategories } from './tax-year';

/** Largest amount accepted, 100 M€ in cents: keeps every product of the engine below 2^53. */
export const MAX_CENTS = 10_000_000_000;

/** An inclusive range of whole numbers. */
export interface WholeRange {
  min: number;
  max: number;
}

/**
 * The bounds of a batch profile, shared by the zod schema (`batch-profile.ts`, which names the
 * field in its messages) and the fast reader (`read-batch-profile.ts`), so the two cannot drift.
 */
export const batchLimits = {
  year: { min: 2000, max: 2200 },
  grossAnnual: { min: 1, max: MAX_CENTS },
  birthYear: { min: 1900, max: 2200 },
  contributionGroup: { min: 1, max: 11 },
  livingWith: { min: 1, max: 20 },
  cents: { min: 0, max: MAX_CENTS },
  workingDays: { min: 0, max: 366 },
  children: { min: 0, max: 20 },
  wholePercent: { min: 0, max: 100 },
  /** Disability percents may have decimals. */
  percent: { min: 0, max: 100 },
  insured: { min: 1, max: 20 },
  maxDescendants: 30,
  maxAscendants: 10,
  maxBenefits: benefitCategories.length,
} as const;

export const paymentCounts = [12, 14] as const;
export const contracts = ['indefinite', 'temporary'] as const;
export const familySituations = [1, 2, 3] as const;

/** Categories whose batch entry holds only `category` and `annualAmount`. */
export const plainCategories = ['transport', 'life-insurance', 'life-insurance-axa', 'saving-plan', 'gym', 'lottery', 'other'] as const;
