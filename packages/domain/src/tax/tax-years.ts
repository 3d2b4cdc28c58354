import type { TaxYear } from './tax-year';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

/** The parameters of every year that has its own, by year: the rows of `tax_year_parameters`. */
export type TaxYears = Readonly<Record<number, TaxYear>>;

/**
 * The tax parameters the database starts with: the server seeds them into `tax_year_parameters`
 * once, and from then on the operator's rows are the ones every computation reads (the portal
 * through the API, `tax:simulate` from an export; docs/decisions/432-tax-years-read-from-the-rows.md).
 * Tests pin these.
 */
export const taxYears: TaxYears = {
  2025: taxYear2025,
  2026: taxYear2026,
};

/** The rules a plan year is computed with, and whose they are. */
export interface TaxRules {
  /** The year asked for. */
  year: number;
  /** The year whose published parameters are used. */
  rulesYear: number;
  /** The year's own parameters are not published yet: `rulesYear`'s stand in, and every page says so. */
  isProvisional: boolean;
  taxYear: TaxYear;
}

/**
 * One rule for the portal and `tax:simulate` (docs/tax-engine.md "Which year's rules"): a year
 * with published parameters uses them; a later year uses the latest published ones — a plan year
 * opens before its parameters are out — and is marked provisional; a year before every known one
 * has no rules (null).
 */
export function taxRulesFor(year: number, years: TaxYears = taxYears): TaxRules | null {
  const known = Object.keys(years)
    .map(Number)
    .filter((y) => y <= year);
  if (known.length === 0) return null;
  const rulesYear = Math.max(...known);
  return { year, rulesYear, isProvisional: rulesYear !== year, taxYear: years[rulesYear] as TaxYear };
}

/** The parameters `taxRulesFor` picks; a year before every known one takes the earliest (the portal never asks one). */
export function taxYearFor(year: number, years: TaxYears = taxYears): TaxYear {
  return taxRulesFor(year, years)?.taxYear ?? (years[Math.min(...Object.keys(years).map(Number))] as TaxYear);
}
