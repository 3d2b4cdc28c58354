import { z } from 'zod';

export const compensationEntrySchema = z
  .object({
    product: z.string().describe('The category alias.'),
    value: z.number().int(),
  })
  .meta({ id: 'CompensationEntry' });

/**
 * `GET /api/compensations` (spec part 1 §2 Compensation, §9): the plan year's total compensation
 * in cents. `entries` is each contracted benefit's yearly value; `benefits` the same list under
 * the domain's name.
 */
export const compensationSchema = z
  .object({
    year: z.number().int(),
    fixedSalary: z.number().int(),
    variableSalary: z.number().int(),
    benefits: z.array(compensationEntrySchema),
    entries: z.array(compensationEntrySchema),
    benefitsTotal: z.number().int(),
    socialSecurityCost: z.number().int().nullable().describe('null where the company hides social security in the compensation page.'),
    total: z.number().int(),
  })
  .meta({ id: 'Compensation' });
export type CompensationView = z.output<typeof compensationSchema>;
