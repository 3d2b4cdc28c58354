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

/**
 * The tax parameters for a plan year: that year's, else the latest earlier one (a plan year opens
 * before its parameters are published), else the earliest known.
 */
export function taxYearFor(year: number): TaxYear {
  const known = Object.keys(taxYears)
    .map(Number)
    .sort((a, b) => a - b);
  const pick = [...known].reverse().find((y) => y <= year) ?? known[0];
  return taxYears[pick as number] as TaxYear;
}
