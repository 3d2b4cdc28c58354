import { z } from 'zod';
import { validationMessages as m } from '../validation/messages';
import { benefitCategories, type TaxYear } from './tax-year';
import { taxYear2026 } from './years/2026';

/** The years the platform keeps parameters for: the range a route or a form accepts. */
export const TAX_YEAR_MIN = 2000;
export const TAX_YEAR_MAX = 2100;

/** The largest amount any parameter may hold: 10 million euros, in cents, well inside an int4. */
export const TAX_MONEY_MAX = 1_000_000_000;

/** A cross-field rule broken (a scale not ascending, a rate that is not the sum of its parts): keys under the page's own namespace. */
export const taxYearMessages = {
  ascending: 'adminTaxYears.validation.ascending',
  startsAtZero: 'adminTaxYears.validation.startsAtZero',
  lastOpen: 'adminTaxYears.validation.lastOpen',
  sumOfParts: 'adminTaxYears.validation.sumOfParts',
  notAfter: 'adminTaxYears.validation.notAfter',
  kindIsFixed: 'adminTaxYears.validation.kindIsFixed',
} as const;

const int = (min: number, max: number) =>
  z.number({ message: m.integer }).int({ message: m.integer }).min(min, { message: m.min }).max(max, { message: m.max });
const cents = int(0, TAX_MONEY_MAX);
const basisPoints = int(0, 10_000);
const wholePercent = int(0, 100);
const age = int(0, 120);

export const taxYearNumberSchema = int(TAX_YEAR_MIN, TAX_YEAR_MAX);

/**
 * One product's limits. Its `exemption` kind and `whoBenefit` are the law's articles, which the
 * engine's code follows, not a yearly figure (docs/decisions/430-tax-year-product-kinds-are-fixed.md):
 * a year keeps each category's kind as 2026 has it.
 */
const productTaxSchema = z.strictObject({
  limitExemption: cents.nullable(),
  limitExemptionDisability: cents.nullable().optional(),
  limitDay: cents.nullable(),
  numberOfMonths: int(1, 12),
  exemption: z.enum(['exempt', 'not-income', 'in-kind-valued', 'taxable'], { message: m.invalid }),
  whoBenefit: z.enum(['employee', 'insured', 'child'], { message: m.invalid }),
});

const productTaxTableSchema = z
  .strictObject(Object.fromEntries(benefitCategories.map((c) => [c, productTaxSchema])) as Record<(typeof benefitCategories)[number], typeof productTaxSchema>)
  .superRefine((table, ctx) => {
    for (const category of benefitCategories) {
      const fixed = taxYear2026.productTax[category];
      for (const key of ['exemption', 'whoBenefit'] as const) {
        if (table[category][key] !== fixed[key]) ctx.addIssue({ code: 'custom', path: [category, key], message: taxYearMessages.kindIsFixed });
      }
    }
  });

const groups = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 1), cents])) as Record<
  `${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`,
  typeof cents
>;

const solidaritySchema = z
  .array(z.strictObject({ upToPercentAboveMax: int(1, 1000).nullable(), rate: basisPoints }), { message: m.invalid })
  .min(1, { message: m.min })
  .max(10, { message: m.max })
  .superRefine((bands, ctx) => {
    bands.forEach((band, i) => {
      const isLast = i === bands.length - 1;
      if ((band.upToPercentAboveMax === null) !== isLast) ctx.addIssue({ code: 'custom', path: [i, 'upToPercentAboveMax'], message: taxYearMessages.lastOpen });
      const previous = bands[i - 1]?.upToPercentAboveMax;
      if (i > 0 && band.upToPercentAboveMax !== null && previous != null && band.upToPercentAboveMax <= previous) {
        ctx.addIssue({ code: 'custom', path: [i, 'upToPercentAboveMax'], message: taxYearMessages.ascending });
      }
    });
  })
  .readonly();

const socialSecuritySchema = z
  .strictObject({
    rate: z.strictObject({ indefinite: basisPoints, temporary: basisPoints }),
    parts: z.strictObject({
      commonContingencies: basisPoints,
      unemployment: z.strictObject({ indefinite: basisPoints, temporary: basisPoints }),
      training: basisPoints,
      mei: basisPoints,
    }),
    maxMonthlyBase: cents,
    // Typed as the engine reads it (by group number); the object lists the eleven groups, each required.
    minMonthlyBase: z.strictObject(groups) as unknown as z.ZodType<Readonly<Record<number, number>>>,
    solidarity: solidaritySchema,
  })
  .superRefine((ss, ctx) => {
    // The employee's share is the sum of its parts (docs/product/tax-rules.md §2): one figure cannot move alone.
    const shared = ss.parts.commonContingencies + ss.parts.training + ss.parts.mei;
    for (const contract of ['indefinite', 'temporary'] as const) {
      if (ss.rate[contract] !== shared + ss.parts.unemployment[contract])
        ctx.addIssue({ code: 'custom', path: ['rate', contract], message: taxYearMessages.sumOfParts });
    }
    for (const [group, base] of Object.entries(ss.minMonthlyBase)) {
      if (base > ss.maxMonthlyBase) ctx.addIssue({ code: 'custom', path: ['minMonthlyBase', group], message: taxYearMessages.notAfter });
    }
  });

const workIncomeReductionSchema = z
  .strictObject({
    fullUpTo: cents,
    full: cents,
    firstSlope: int(0, 10_000),
    slopeChange: cents,
    secondSlopeStart: cents,
    secondSlope: int(0, 10_000),
    zeroFrom: cents,
  })
  .superRefine((r, ctx) => {
    if (r.fullUpTo > r.slopeChange) ctx.addIssue({ code: 'custom', path: ['fullUpTo'], message: taxYearMessages.notAfter });
    if (r.slopeChange > r.zeroFrom) ctx.addIssue({ code: 'custom', path: ['slopeChange'], message: taxYearMessages.notAfter });
  });

/**
 * Cents or null, bounded by refinement rather than by the number's own checks: its JSON Schema
 * stays `type: [number, null]`, which the response serialiser writes in a tuple (an `anyOf` it
 * refuses there). The messages and bounds are cents' own.
 */
const nullableCents = z
  .number({ message: m.integer })
  .nullable()
  .superRefine((value, ctx) => {
    if (value === null) return;
    if (!Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: m.integer });
    else if (value < 0) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, message: m.min, input: value });
    else if (value > TAX_MONEY_MAX) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: TAX_MONEY_MAX, inclusive: true, message: m.max, input: value });
  });

const situation = z.tuple([nullableCents, cents, cents], { message: m.invalid }).readonly();

const scaleSchema = z
  .array(z.strictObject({ from: cents, rate: basisPoints }), { message: m.invalid })
  .min(1, { message: m.min })
  .max(20, { message: m.max })
  .superRefine((rows, ctx) => {
    // AEAT algoritmo §8: brackets by ascending base, the first from 0.
    if (rows[0] && rows[0].from !== 0) ctx.addIssue({ code: 'custom', path: [0, 'from'], message: taxYearMessages.startsAtZero });
    rows.forEach((row, i) => {
      const previous = rows[i - 1];
      if (previous && row.from <= previous.from) ctx.addIssue({ code: 'custom', path: [i, 'from'], message: taxYearMessages.ascending });
    });
  })
  .readonly();

const efficiencyReductionSchema = z.strictObject({ percent: wholePercent, maxVehicleValue: cents });

/**
 * A tax year's parameters as the operator edits them (docs/product/tax-rules.md): every figure of
 * the domain's `TaxYear`, integers in cents, basis points or whole percents, with the bounds a
 * real year stays well inside, and the orders the engine relies on (ascending brackets, a
 * rate equal to its parts). Today's 2025 and 2026 objects pass as they are.
 */
export const taxYearSchema = z
  .strictObject({
    year: taxYearNumberSchema,
    socialSecurity: socialSecuritySchema,
    workIncomeReduction: workIncomeReductionSchema,
    otherExpenses: z.strictObject({ general: cents, geographicMobility: cents, disability: cents, severeDisability: cents }),
    baseReductions: z.strictObject({ moreThanTwoDescendants: cents, pensioner: cents, unemployed: cents }),
    personalFamilyMinimum: z.strictObject({
      taxpayer: cents,
      taxpayerOlderThan64: cents,
      taxpayerOlderThan74: cents,
      descendants: z.array(cents, { message: m.invalid }).min(1, { message: m.min }).max(10, { message: m.max }).readonly(),
      descendantMaxAgeExclusive: age,
      under3: cents,
      under3AgeExclusive: age,
      ascendant: cents,
      ascendantMinAge: age,
      ascendantOlderAge: age,
      ascendantOlder: cents,
      disability: z.strictObject({ moderate: cents, severe: cents, care: cents }),
    }),
    noWithholding: z.strictObject({
      bySituation: z.strictObject({ '1': situation, '2': situation, '3': situation }),
      pensionerExtra: cents,
      unemployedExtra: cents,
    }),
    scale: scaleSchema,
    withholdingCap: z.strictObject({ rate: basisPoints, upToRetrib: cents }),
    minimumRate: z.strictObject({ underOneYear: basisPoints, specialRelationship: basisPoints }),
    minimumWageAnnual: cents,
    maxInKindShare: basisPoints,
    rentingInKind: z.strictObject({
      percentOfValue: wholePercent,
      reductions: z.strictObject({ 'efficient-combustion': efficiencyReductionSchema, hybrid: efficiencyReductionSchema, electric: efficiencyReductionSchema }),
    }),
    productTax: productTaxTableSchema,
  })
  .meta({ id: 'TaxYearParameters' }) satisfies z.ZodType<TaxYear>;
