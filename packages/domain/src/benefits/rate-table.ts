import { divideRoundHalfUp } from '../tax/integer-division';

/** Life insurance coverages (docs/product/benefits-and-simulation.md §3 Rate tables). */
export const lifeCoverages = ['death', 'disability'] as const;
export type LifeCoverage = (typeof lifeCoverages)[number];

/**
 * Life-axa coverages (docs/product/benefits-and-simulation.md §3 Rate tables): death (FALL) and absolute permanent disability
 * (IPA) by any cause (CC), by accident (A) and by traffic accident (AC), and severe disability
 * (GINV, gran invalidez).
 */
export const lifeAxaCoverages = ['FALLCC', 'FALLA', 'FALLAC', 'IPACC', 'IPAA', 'IPAAC', 'GINV'] as const;
export type LifeAxaCoverage = (typeof lifeAxaCoverages)[number];

/**
 * The yearly rate of the ages `from`–`to` (whole years, both inclusive).
 *
 * `rate` is an integer in MILLI-PER-MILLE: thousandths of a euro of yearly premium per 1,000 €
 * of capital. 0.85 € per 1,000 € (0.85 ‰) is 850. So the premium of a capital of C cents is
 * C × rate / 1,000,000 cents a year, and all the arithmetic stays in integers.
 */
export interface RateBand {
  from: number;
  to: number;
  rate: number;
}

/** A rate table (the benefit's `rateTable` key): per coverage, its bands; an age outside every band has no rate. */
export interface RateTable<C extends string = string> {
  key: string;
  coverages: Readonly<Record<C, readonly RateBand[]>>;
}

/** Units of `RateBand.rate` in one unit of capital: 1,000 (per mille) × 1,000 (milli). */
export const RATE_SCALE = 1_000_000;

/** The rate of `coverage` at `age`, or null where the table gives that coverage no rate for that age (age limit). */
export function rateFor<C extends string>(table: RateTable<C>, coverage: C, age: number): number | null {
  // A table loaded from data may lack a coverage: no bands, no rate.
  const bands = table.coverages[coverage] as readonly RateBand[] | undefined;
  const band = bands?.find((b) => b.from <= age && age <= b.to);
  return band ? band.rate : null;
}

/** One coverage of a policy: its capital in cents and its rate in milli-per-mille. */
export interface CoverageTerm {
  capital: number;
  rate: number;
}

/** A premium in cents; `monthly` is what each contract item costs. */
export interface Premium {
  annual: number;
  monthly: number;
}

/**
 * The premium of a policy: Σ capital × rate / 1,000 (per mille) a year, ÷ 12 a month.
 *
 * Rounding: ONE rounding, half up to the cent, of the exact monthly premium of the whole policy
 * (Σ capital × rate / 12,000,000), because the cart charges it month by month; `annual` is
 * exactly 12 × `monthly`, so the items always add up to the year (as renting-in-kind.ts does).
 * Exact while Σ capital × rate < 4.5·10^15 (2^53 / 2): seven coverages of 100 M€ (the schemas'
 * cap) at rates up to 60,000 (60 ‰).
 */
export function premiumFor(terms: readonly CoverageTerm[]): Premium {
  const numerator = terms.reduce((sum, t) => sum + t.capital * t.rate, 0);
  const monthly = divideRoundHalfUp(numerator, 12 * RATE_SCALE);
  return { annual: 12 * monthly, monthly };
}

/** The problems of a table (overlapping, inverted or non-integer bands); empty when it is usable. */
export function listRateTableProblems<C extends string>(table: RateTable<C>): string[] {
  const problems: string[] = [];
  for (const [coverage, bands] of Object.entries<readonly RateBand[]>(table.coverages)) {
    const sorted = [...bands].sort((a, b) => a.from - b.from);
    sorted.forEach((band, i) => {
      if (![band.from, band.to, band.rate].every(Number.isSafeInteger) || band.rate < 0 || band.from > band.to) {
        problems.push(`${coverage}: invalid band ${band.from}–${band.to}`);
      }
      const previous = sorted[i - 1];
      if (previous && band.from <= previous.to) problems.push(`${coverage}: ${band.from} overlaps ${previous.from}–${previous.to}`);
    });
  }
  return problems;
}
