import { divideRoundHalfUp } from './integer-division';
import type { BenefitCategory, Cents, ProductTax, TaxYear } from './tax-year';

/** A row of `retentionScale`: the base from `min` to `max` (cents; `null` = no top) pays `percent`. */
export interface RetentionScaleRow {
  min: Cents;
  max: Cents | null;
  percent: number;
}

/** The tax tables in the spec's shape (docs/product/employee-portal.md §3, `GET /api/profile/tables`). */
export interface SpecTaxTables {
  year: number;
  employeeTax: {
    socialSecurity: { socialSecurity: number; limitSalary: Cents; limitValue: Cents; redGeneral: Cents; minGeneral: Cents };
    retentionScale: RetentionScaleRow[];
    childrenDeduction: Cents[];
    babyDeduction: Cents;
    /** The rest of the AEAT parameters, under the engine's own names. */
    aeat: Omit<TaxYear, 'year' | 'scale' | 'productTax'>;
  };
  productTax: Record<BenefitCategory, ProductTax>;
}

/**
 * The year's parameters in the spec's field names, for the server to seed and serve. The
 * spec names the fields but not their meaning; this mapping (docs/tax-engine.md) is:
 * `socialSecurity` the employee rate in percent (indefinite contract); `limitSalary` the
 * yearly maximum contribution base (12 × monthly); `limitValue` the contribution at that base;
 * `redGeneral` the work-income reduction RED20 at its fullest; `minGeneral` the taxpayer's
 * minimum; `childrenDeduction` the descendant minimums by order; `babyDeduction` the under-3 one.
 * Money in cents, percents as numbers (19, 6.5).
 */
export function toSpecTaxTables(taxYear: TaxYear): SpecTaxTables {
  const { year, scale, productTax, ...aeat } = taxYear;
  const limitSalary = 12 * taxYear.socialSecurity.maxMonthlyBase;
  return {
    year,
    employeeTax: {
      socialSecurity: {
        socialSecurity: taxYear.socialSecurity.rate.indefinite / 100,
        limitSalary,
        limitValue: divideRoundHalfUp(limitSalary * taxYear.socialSecurity.rate.indefinite, 10_000),
        redGeneral: taxYear.workIncomeReduction.full,
        minGeneral: taxYear.personalFamilyMinimum.taxpayer,
      },
      retentionScale: scale.map((row, i) => ({ min: row.from, max: scale[i + 1]?.from ?? null, percent: row.rate / 100 })),
      childrenDeduction: [...taxYear.personalFamilyMinimum.descendants],
      babyDeduction: taxYear.personalFamilyMinimum.under3,
      aeat,
    },
    productTax: { ...productTax },
  };
}
