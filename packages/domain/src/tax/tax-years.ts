import type { TaxYear } from './tax-year';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

/**
 * The tax parameters by year, as data: the server seeds them into the database and serves them
 * (`GET /api/profile/tables`, through `toSpecTaxTables`). Adding a year = adding an object here.
 */
export const taxYears: Readonly<Record<number, TaxYear>> = {
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
export function taxRulesFor(year: number, years: Readonly<Record<number, TaxYear>> = taxYears): TaxRules | null {
  const known = Object.keys(years)
    .map(Number)
    .filter((y) => y <= year);
  if (known.length === 0) return null;
  const rulesYear = Math.max(...known);
  return { year, rulesYear, isProvisional: rulesYear !== year, taxYear: years[rulesYear] as TaxYear };
}

/** The parameters `taxRulesFor` picks; a year before every known one takes the earliest (the portal never asks one). */
export function taxYearFor(year: number): TaxYear {
  return taxRulesFor(year)?.taxYear ?? (taxYears[Math.min(...Object.keys(taxYears).map(Number))] as TaxYear);
}
