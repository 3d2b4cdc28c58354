import { z } from 'zod';
import type { BagOverview, BagSummary } from './bag-overview';
import type { UserBags } from './user-bags';

/** `GET /api/bags?year=`: without a year, the plan year new items start in. */
export const bagsQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** A fixed amount in cents, or a percent in basis points (10 % = 1000): the company bag's form. */
export const amountOrPercentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), cents: z.number().int() }),
  z.object({ kind: z.literal('percent'), basisPoints: z.number().int() }),
]);

/** The user's budgets and salary (docs/product/employee-portal.md §3 User): yearly cents unless said; null: not set. */
export const userBagsSchema = z
  .object({
    flexibleBag: z.number().int().nullable(),
    topBag: z.number().int().nullable(),
    companyBag: amountOrPercentSchema.nullable(),
    userBag: z.number().int().nullable().describe('Monthly when userBagProrate, else yearly.'),
    userBagProrate: z.boolean(),
    userBagRestricted: z.boolean(),
    fixedSalary: z.number().int().nullable(),
    variableSalary: z.number().int().nullable(),
    paymentCount: z.number().int().nullable(),
  })
  .meta({ id: 'UserBags' }) satisfies z.ZodType<UserBags>;

const bagSummaryShape = {
  total: z.number().int(),
  spent: z.number().int(),
  available: z.number().int(),
  percentSpent: z.number(),
};
export const bagSummarySchema = z.object(bagSummaryShape).meta({ id: 'BagSummary' }) satisfies z.ZodType<BagSummary>;

/** The four bags' figures of the home and the product pages (docs/product/employee-portal.md §1 Home, §9). */
export const bagOverviewSchema = z
  .object({
    flexible: bagSummarySchema,
    top: z.object({
      ...bagSummaryShape,
      isShown: z.boolean().describe('false when the person has no top bag: the figures are then the Top line limit (the fixed salary), not a bag.'),
    }),
    company: z.object({ ...bagSummaryShape, isShown: z.boolean() }),
    user: bagSummarySchema,
  })
  .meta({ id: 'BagOverview' }) satisfies z.ZodType<BagOverview>;

/** `GET /api/bags` (docs/product/employee-portal.md §9, docs/product/benefits-and-simulation.md §3 Simulation): the year, the server's today, the bags and their figures. */
export const bagsAnswerSchema = z
  .object({
    year: z.number().int(),
    today: z.string().describe('ISO date in Europe/Madrid: the rules\' "today", so the browser agrees with the server.'),
    bags: userBagsSchema,
    overview: bagOverviewSchema,
  })
  .meta({ id: 'Bags' });
export type BagsAnswer = z.output<typeof bagsAnswerSchema>;
