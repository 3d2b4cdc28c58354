import { z } from 'zod';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { contractBodySchema } from '../benefits/benefit-schemas';
import { validationMessages } from '../validation/messages';
import { MAX_INT4 } from '../validation/id-schema';
import { bestPlanCategories, bestPlanReasons, type BestPlan, type StatedExpenses } from './best-plan-types';

const { integer, min, max, invalid, required } = validationMessages;

/** Cents a person might spend: 0 to 1 M€. */
const cents = z
  .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
  .int({ message: integer })
  .min(0, { message: min })
  .max(100_000_000, { message: max });
const familyId = z.number({ message: invalid }).int({ message: integer }).positive({ message: invalid }).max(MAX_INT4, { message: invalid });

/** `GET /api/best-plan?year=`: without a year, the plan year new items start in. */
export const bestPlanQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

export const statedExpensesSchema = z
  .object({
    foodMonthly: cents,
    transportMonthly: cents,
    kindergarten: z.array(z.object({ familyId, monthly: cents }), { message: required }).max(20, { message: max }),
    health: z.object({
      benefitId: familyId.nullable(),
      familyIds: z.array(familyId.nullable(), { message: required }).max(21, { message: max }),
    }),
    formationAnnual: cents,
  })
  .meta({ id: 'StatedExpenses' }) satisfies z.ZodType<StatedExpenses>;

/** `POST /api/best-plan`: the best plan for what the employee says they spend. */
export const bestPlanRequestSchema = z.object({
  year: z.number({ message: invalid }).int({ message: integer }).min(2000, { message: min }).max(2100, { message: max }).optional(),
  expenses: statedExpensesSchema,
});
export type BestPlanRequest = z.infer<typeof bestPlanRequestSchema>;

export const bestPlanLineSchema = z.object({
  category: z.enum(bestPlanCategories),
  benefitId: z.number().int().nullable(),
  familyId: z.number().int().nullable(),
  expenseAnnual: z.number().int(),
  priceAnnual: z.number().int(),
  sacrificedAnnual: z.number().int(),
  monthly: z.number().int(),
  months: z.array(z.number().int()),
  savingAnnual: z.number().int(),
  reason: z.enum(bestPlanReasons).nullable(),
});

export const bestPlanSchema = z
  .object({
    year: z.number().int(),
    todayNet: z.number().int(),
    planNet: z.number().int(),
    todaySaving: z.number().int(),
    planSaving: z.number().int(),
    companyContribution: z.number().int(),
    lines: z.array(bestPlanLineSchema),
    cart: z.array(contractBodySchema),
  })
  .meta({ id: 'BestPlan' }) satisfies z.ZodType<BestPlan, unknown>;

/** POST /best-plan's answer: the plan for the stated expenses; null when the calculator cannot run. */
export const bestPlanAnswerSchema = z.object({ plan: bestPlanSchema.nullable() }).meta({ id: 'BestPlanAnswer' });

/** What the page offers the employee to state: the products, the people and the policies. */
export const bestPlanOffersSchema = z
  .object({
    year: z.number().int(),
    /** false: the calculator cannot run (no fixed salary, docs/product/employee-portal.md §5 Calculator). */
    isAvailable: z.boolean(),
    offered: z.array(z.enum(bestPlanCategories)),
    /** The family members, by first name (the employee is familyId null). */
    people: z.array(z.object({ familyId: z.number().int().nullable(), firstName: z.string() })),
    /** The children a nursery may be paid for this plan year. */
    toddlers: z.array(z.number().int()),
    healthPolicies: z.array(z.object({ benefitId: z.number().int(), name: localizedTextSchema })),
    defaults: statedExpensesSchema,
    /** The best plan for the defaults; null when the calculator cannot run. */
    plan: bestPlanSchema.nullable(),
  })
  .meta({ id: 'BestPlanOffers' });
export type BestPlanOffers = z.infer<typeof bestPlanOffersSchema>;
