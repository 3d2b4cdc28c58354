import { z } from 'zod';

/** `GET /api/compensations?year=`: without a year, the plan year. */
export const compensationQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

export const compensationEntrySchema = z
  .object({
    product: z.string().describe('The category alias.'),
    value: z.number().int().describe("The year's price of its items."),
    companyContribution: z.number().int().describe('What the company pays of it, on top of the salary.'),
  })
  .meta({ id: 'CompensationEntry' });

/**
 * `GET /api/compensations` (docs/product/employee-portal.md §2 Compensation, §9): one year's total compensation in
 * cents, from the contracts in force (contracted and signed). The flexible benefits are a split of
 * the gross pay: `cashSalary` + `benefitsTotal` + `socialSecurityCost` = `total`
 * (docs/decisions/062-compensation-splits-gross-pay.md). `entries` is each benefit's yearly value;
 * `benefits` the same list under the domain's name.
 */
export const compensationSchema = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('The years the page offers: the plan year and each year with a contract in force, oldest first.'),
    fixedSalary: z.number().int(),
    variableSalary: z.number().int(),
    benefits: z.array(compensationEntrySchema),
    entries: z.array(compensationEntrySchema),
    benefitsTotal: z.number().int(),
    benefitsFromSalary: z.number().int().describe('The part of the benefits paid out of the gross pay.'),
    companyContributions: z.number().int().describe('The part of the benefits the company pays on top of the gross pay.'),
    cashSalary: z.number().int().describe('Fixed plus variable salary less benefitsFromSalary.'),
    socialSecurityCost: z.number().int().nullable().describe('null where the company hides social security in the compensation page.'),
    total: z.number().int(),
  })
  .meta({ id: 'Compensation' });
export type CompensationView = z.output<typeof compensationSchema>;
