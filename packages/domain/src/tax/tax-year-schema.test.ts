import { describe, expect, it } from 'vitest';
import { taxYearSchema } from './tax-year-schema';
import type { TaxYear } from './tax-year';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

/** The first issue's path and message, as the 400's `fields` would name it. */
function firstIssue(value: unknown): [string, string] | null {
  const result = taxYearSchema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return [issue!.path.join('.'), issue!.message];
}

/** A year whose every figure a test may overwrite, with any value. */
type Draft<T> = { -readonly [K in keyof T]: T[K] extends object ? Draft<T[K]> : T[K] | number };

const edit = (change: (year: Draft<TaxYear> & Record<string, unknown>) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(taxYear2026)) as Draft<TaxYear> & Record<string, unknown>;
  change(copy);
  return copy;
};

describe('taxYearSchema', () => {
  it("accepts today's 2025 and 2026 exactly as they are, and changes nothing", () => {
    expect(taxYearSchema.parse(taxYear2025)).toEqual(taxYear2025);
    expect(taxYearSchema.parse(taxYear2026)).toEqual(taxYear2026);
    // Through JSON, as the database's jsonb and the API hand them over.
    expect(taxYearSchema.parse(JSON.parse(JSON.stringify(taxYear2026)))).toEqual(taxYear2026);
  });

  it('refuses a negative limit, a fraction of a cent and a limit past 10 million euros', () => {
    expect(firstIssue(edit((y) => (y.productTax.food.limitDay = -1)))).toEqual(['productTax.food.limitDay', 'validation.min']);
    expect(firstIssue(edit((y) => (y.minimumWageAnnual = 1_709_400.5)))).toEqual(['minimumWageAnnual', 'validation.integer']);
    expect(firstIssue(edit((y) => (y.otherExpenses.general = 1_000_000_001)))).toEqual(['otherExpenses.general', 'validation.max']);
  });

  it('refuses scale brackets out of order, or not starting at zero', () => {
    const unsorted = edit((y) => {
      y.scale[2]!.from = 1_000_000;
    });
    expect(firstIssue(unsorted)).toEqual(['scale.2.from', 'adminTaxYears.validation.ascending']);
    expect(firstIssue(edit((y) => (y.scale[0]!.from = 100)))).toEqual(['scale.0.from', 'adminTaxYears.validation.startsAtZero']);
    expect(firstIssue(edit((y) => (y.scale = [])))).toEqual(['scale', 'validation.min']);
  });

  it('refuses a year out of range, an unknown field and a missing one', () => {
    expect(firstIssue(edit((y) => (y.year = 1999)))).toEqual(['year', 'validation.min']);
    expect(firstIssue(edit((y) => (y.year = 2101)))).toEqual(['year', 'validation.max']);
    expect(firstIssue(edit((y) => (y['extra'] = 1)))?.[0]).toBe('');
    expect(firstIssue(edit((y) => delete (y as Partial<Draft<TaxYear>>).maxInKindShare))?.[0]).toBe('maxInKindShare');
  });

  it('keeps the social security rate the sum of its parts, and every minimum base under the maximum', () => {
    expect(firstIssue(edit((y) => (y.socialSecurity.rate.indefinite = 651)))).toEqual([
      'socialSecurity.rate.indefinite',
      'adminTaxYears.validation.sumOfParts',
    ]);
    expect(firstIssue(edit((y) => (y.socialSecurity.minMonthlyBase[1] = 600_000)))).toEqual([
      'socialSecurity.minMonthlyBase.1',
      'adminTaxYears.validation.notAfter',
    ]);
  });

  it('refuses the solidarity bands out of order or without an open last band', () => {
    expect(firstIssue(edit((y) => (y.socialSecurity.solidarity[1]!.upToPercentAboveMax = 5)))).toEqual([
      'socialSecurity.solidarity.1.upToPercentAboveMax',
      'adminTaxYears.validation.ascending',
    ]);
    expect(firstIssue(edit((y) => (y.socialSecurity.solidarity[2]!.upToPercentAboveMax = 90)))).toEqual([
      'socialSecurity.solidarity.2.upToPercentAboveMax',
      'adminTaxYears.validation.lastOpen',
    ]);
  });

  it("keeps each product's exemption kind and who it benefits: the engine's code follows them", () => {
    expect(firstIssue(edit((y) => (y.productTax.gym.exemption = 'exempt')))).toEqual(['productTax.gym.exemption', 'adminTaxYears.validation.kindIsFixed']);
  });
});

describe('the no-withholding limits', () => {
  it('take null for "no limit" and refuse a negative one, with the bound', () => {
    const result = taxYearSchema.safeParse(
      edit((y) => {
        y.noWithholding.bySituation[2][0] = -5;
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['noWithholding', 'bySituation', '2', 0], message: 'validation.min', minimum: 0 });
  });
});
