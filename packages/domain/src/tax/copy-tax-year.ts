import { TAX_YEAR_MAX } from './tax-year-schema';
import type { TaxYear } from './tax-year';

/**
 * "Copy to next year" (docs/decisions/431-copy-a-tax-year-to-the-next.md): the next year starts as
 * an exact copy of this one's figures, under its own number, for the operator to edit as the new
 * figures are published. A deep copy with nothing shared: editing one figure of the new year
 * touches neither the source nor another product's figure.
 * Null past the last year the platform keeps.
 */
export function copyTaxYearToNext(source: TaxYear): TaxYear | null {
  if (source.year >= TAX_YEAR_MAX) return null;
  // Through JSON, not structuredClone: the seeded years share one object among the taxable
  // products, and a structured clone would keep them shared, so one edit would change them all.
  return { ...(JSON.parse(JSON.stringify(source)) as TaxYear), year: source.year + 1 };
}
