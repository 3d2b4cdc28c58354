import { z } from 'zod';
import { validationMessages as m } from '../validation/messages';
import { TAX_YEAR_MAX, TAX_YEAR_MIN, taxYearNumberSchema, taxYearSchema } from './tax-year-schema';

const yearText = z.coerce
  .number({ message: m.integer })
  .int({ message: m.integer })
  .min(TAX_YEAR_MIN, { message: m.min })
  .max(TAX_YEAR_MAX, { message: m.max })
  .describe('A tax year, 2000–2100.');

/** `/api/admin/platform/tax-years/{year}`. */
export const taxYearParamsSchema = z.object({ year: yearText });

/** `GET /api/profile/tax-rules?year=`: without a year, the plan year of the business clock. */
export const taxRulesQuerySchema = z.object({ year: yearText.optional() });

/**
 * The parameters a year is computed with, and whose they are (`taxRulesFor` on the database's
 * rows): a year without its own uses the latest earlier year's, and says so.
 */
export const taxRulesSchema = z
  .object({
    year: taxYearNumberSchema,
    rulesYear: taxYearNumberSchema.describe('The year whose parameters are used: `year` itself once it has its own.'),
    isProvisional: z.boolean().describe("The year has no parameters of its own yet: `rulesYear`'s stand in."),
    taxYear: taxYearSchema,
  })
  .meta({ id: 'TaxRules' });
export type TaxRulesView = z.output<typeof taxRulesSchema>;

/** One year as the operator lists them. */
export const taxYearSummarySchema = z
  .object({
    year: taxYearNumberSchema,
    rulesYear: taxYearNumberSchema.nullable().describe('The year whose parameters it uses; null when no earlier year has any.'),
    hasOwnParameters: z.boolean(),
    updatedAt: z.date().nullable().describe('When its own parameters last changed; null without them.'),
  })
  .meta({ id: 'TaxYearSummary' });
export type TaxYearSummary = z.output<typeof taxYearSummarySchema>;

/** `GET /api/admin/platform/tax-years`: every year with its own parameters, and the plan years that borrow another's. */
export const taxYearListSchema = z.object({ items: z.array(taxYearSummarySchema) }).meta({ id: 'TaxYearList' });
export type TaxYearList = z.output<typeof taxYearListSchema>;
