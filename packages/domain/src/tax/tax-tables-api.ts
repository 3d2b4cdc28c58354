import { z } from 'zod';
import type { SpecTaxTables } from './tax-tables';
import type { BenefitCategory } from './tax-year';

/** `GET /api/profile/tables?name=&year=`: one part or all; without a year, the plan year. */
export const taxTablesQuerySchema = z.object({
  name: z.enum(['all', 'employeeTax', 'productTax']).default('all'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

// The tables are data a year's row in the database holds: the schema describes each number
// without refining it, so an edited year is served as stored.
const cents = z.number();
const basisPoints = z.number();

export const productTaxSchema = z
  .object({
    limitExemption: cents.nullable(),
    limitExemptionDisability: cents.nullable().optional(),
    limitDay: cents.nullable(),
    numberOfMonths: z.number(),
    exemption: z.enum(['exempt', 'not-income', 'in-kind-valued', 'taxable']),
    whoBenefit: z.enum(['employee', 'insured', 'child']),
  })
  .meta({ id: 'ProductTax' });

/** Every category's table (tax-year.ts `benefitCategories`). */
const productTaxTableSchema = z.object({
  'health-insurance': productTaxSchema,
  food: productTaxSchema,
  transport: productTaxSchema,
  kindergarten: productTaxSchema,
  formation: productTaxSchema,
  renting: productTaxSchema,
  'life-insurance': productTaxSchema,
  'life-insurance-axa': productTaxSchema,
  'saving-plan': productTaxSchema,
  gym: productTaxSchema,
  lottery: productTaxSchema,
  other: productTaxSchema,
}) satisfies z.ZodType<Record<BenefitCategory, unknown>>;

const efficiencyReductionSchema = z.object({ percent: z.number(), maxVehicleValue: cents });

// The domain's year is immutable data: its arrays are readonly, and so are they here.
const situationLimits = z.tuple([cents.nullable(), cents, cents]).readonly();

/** The AEAT parameters of a year under the engine's own names (tax-year.ts), less the scale and the product tables. */
const aeatParametersSchema = z.object({
  socialSecurity: z.object({
    rate: z.object({ indefinite: basisPoints, temporary: basisPoints }),
    parts: z.object({
      commonContingencies: basisPoints,
      unemployment: z.object({ indefinite: basisPoints, temporary: basisPoints }),
      training: basisPoints,
      mei: basisPoints,
    }),
    maxMonthlyBase: cents,
    minMonthlyBase: z.record(z.string(), cents).describe('By contribution group 1–11.'),
    solidarity: z.array(z.object({ upToPercentAboveMax: z.number().nullable(), rate: basisPoints })).readonly(),
  }),
  workIncomeReduction: z.object({
    fullUpTo: cents,
    full: cents,
    firstSlope: z.number(),
    slopeChange: cents,
    secondSlopeStart: cents,
    secondSlope: z.number(),
    zeroFrom: cents,
  }),
  otherExpenses: z.object({ general: cents, geographicMobility: cents, disability: cents, severeDisability: cents }),
  baseReductions: z.object({ moreThanTwoDescendants: cents, pensioner: cents, unemployed: cents }),
  personalFamilyMinimum: z.object({
    taxpayer: cents,
    taxpayerOlderThan64: cents,
    taxpayerOlderThan74: cents,
    descendants: z.array(cents).readonly(),
    descendantMaxAgeExclusive: z.number(),
    under3: cents,
    under3AgeExclusive: z.number(),
    ascendant: cents,
    ascendantMinAge: z.number(),
    ascendantOlderAge: z.number(),
    ascendantOlder: cents,
    disability: z.object({ moderate: cents, severe: cents, care: cents }),
  }),
  noWithholding: z.object({
    bySituation: z
      .object({
        1: situationLimits,
        2: situationLimits,
        3: situationLimits,
      })
      .describe('By family situation 1–3, for 0, 1 and 2 or more descendants.'),
    pensionerExtra: cents,
    unemployedExtra: cents,
  }),
  withholdingCap: z.object({ rate: basisPoints, upToRetrib: cents }),
  minimumRate: z.object({ underOneYear: basisPoints, specialRelationship: basisPoints }),
  minimumWageAnnual: cents,
  maxInKindShare: basisPoints,
  rentingInKind: z.object({
    percentOfValue: z.number(),
    reductions: z.object({ 'efficient-combustion': efficiencyReductionSchema, hybrid: efficiencyReductionSchema, electric: efficiencyReductionSchema }),
  }),
});

export const employeeTaxSchema = z
  .object({
    socialSecurity: z.object({ socialSecurity: z.number(), limitSalary: cents, limitValue: cents, redGeneral: cents, minGeneral: cents }),
    retentionScale: z.array(z.object({ min: cents, max: cents.nullable(), percent: z.number() })),
    childrenDeduction: z.array(cents),
    babyDeduction: cents,
    aeat: aeatParametersSchema,
  })
  .meta({ id: 'EmployeeTax' });

/**
 * `GET /api/profile/tables` (docs/product/employee-portal.md §3, §7): a year's tax tables in the spec's field names,
 * money in cents, percents as numbers; `?name=` leaves out the other part.
 */
export const taxTablesSchema = z
  .object({
    year: z.number().int(),
    employeeTax: employeeTaxSchema.optional(),
    productTax: productTaxTableSchema.optional(),
  })
  .meta({ id: 'TaxTables' }) satisfies z.ZodType<Pick<SpecTaxTables, 'year'> & Partial<SpecTaxTables>>;
export type TaxTables = z.output<typeof taxTablesSchema>;
