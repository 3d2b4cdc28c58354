import { z } from 'zod';
import { vehicleEfficiencies } from '../benefits/renting-in-kind';
import { batchLimits as limits, contracts, familySituations, paymentCounts, plainCategories, type WholeRange } from './batch-limits';
import type { TaxProfile } from './tax-profile';
import { benefitCategories } from './tax-year';

function wholeNumber(message: string, { min, max }: WholeRange) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const cents = (what: string) => wholeNumber(`${what} in whole cents, 0 to ${limits.cents.max}`, limits.cents);
const percentMessage = 'a percent from 0 to 100';
const percent = z.number({ error: percentMessage }).min(limits.percent.min, { error: percentMessage }).max(limits.percent.max, { error: percentMessage });
const flag = (what: string) => z.boolean({ error: `${what}: true or false` });
const birthYear = wholeNumber('a year of birth from 1900 to the tax year', limits.birthYear);
const children = wholeNumber('the children covered, 0 to 20', limits.children).optional();

const descendantSchema = z.strictObject({
  birthYear,
  wholeCount: flag('whether the minimum is counted whole (false: shared)').default(true),
  disability: percent.default(0),
  reducedMobility: flag('reduced mobility').default(false),
});

const ascendantSchema = z.strictObject({
  birthYear,
  livingWith: wholeNumber('how many descendants the ascendant lives with, 1 or more', limits.livingWith).default(1),
  disability: percent.default(0),
  reducedMobility: flag('reduced mobility').default(false),
});

const annualAmount = cents('the benefit price for the year');
const withAmount = <C extends string>(category: C) => ({ category: z.literal(category), annualAmount });

const insured = z
  .array(z.strictObject({ disability: percent, annualPremium: cents("the person's whole premium for the year").optional() }), {
    error: 'the insured people, a list of { disability, annualPremium? }',
  })
  .min(limits.insured.min, { error: 'at least one insured person' })
  .max(limits.insured.max, { error: 'at most 20 insured people' });

const benefitSchema = z.discriminatedUnion(
  'category',
  [
    z.strictObject({ ...withAmount('health-insurance'), insured }),
    z.strictObject({ ...withAmount('food'), workingDays: wholeNumber('the working days of the year, 0 to 366', limits.workingDays) }),
    z.strictObject({ ...withAmount('kindergarten'), children }),
    z.strictObject({ ...withAmount('formation'), children }),
    z.strictObject({
      ...withAmount('renting'),
      vehicleValue: cents("the vehicle's value as new"),
      privateUsePercent: wholeNumber('the private-use share, a whole percent 0 to 100', limits.wholePercent),
      efficiency: z.enum(vehicleEfficiencies, { error: `one of ${vehicleEfficiencies.join(', ')}` }).default('none'),
    }),
    ...plainCategories.map((category) => z.strictObject(withAmount(category))),
  ],
  { error: `one of ${benefitCategories.join(', ')}` },
);

/**
 * One line of `tax:simulate` input: the employee's form-145 facts, pay and benefits, money in
 * integer cents (docs/product/benefits-and-simulation.md). Each field's message says what it expects; the batch
 * prefixes it with the field's path. Cross-field rules: births not after the tax year, one
 * benefit per category, benefits not above the gross pay. The bounds are `batchLimits`.
 */
export const batchProfileSchema = z
  .strictObject(
    {
      year: wholeNumber('the tax year, e.g. 2026', limits.year),
      grossAnnual: wholeNumber(`the gross annual pay in whole cents, 1 to ${limits.grossAnnual.max}`, limits.grossAnnual),
      paymentCount: z.literal(paymentCounts, { error: '12 or 14' }),
      birthYear,
      disability: percent.default(0),
      reducedMobility: flag('reduced mobility').default(false),
      geographicMobility: flag('geographic mobility').default(false),
      contract: z.enum(contracts, { error: 'indefinite or temporary' }),
      contractUnderOneYear: flag('a contract of less than one year').default(false),
      contributionGroup: wholeNumber('the contribution group, 1 to 11', limits.contributionGroup),
      familySituation: z.literal(familySituations, { error: '1, 2 or 3 (form 145)' }),
      descendants: z
        .array(descendantSchema, { error: 'a list of descendants' })
        .max(limits.maxDescendants, { error: `at most ${limits.maxDescendants} descendants` })
        .default([]),
      ascendants: z
        .array(ascendantSchema, { error: 'a list of ascendants' })
        .max(limits.maxAscendants, { error: `at most ${limits.maxAscendants} ascendants` })
        .default([]),
      benefits: z.array(benefitSchema, { error: 'a list of benefits' }).max(limits.maxBenefits, { error: 'at most one benefit per category' }).default([]),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? "a JSON object with the employee's profile" : undefined) },
  )
  .superRefine((profile, ctx) => {
    if (profile.birthYear > profile.year) ctx.addIssue({ code: 'custom', path: ['birthYear'], message: 'not after the tax year' });
    profile.descendants.forEach((d, i) => {
      if (d.birthYear > profile.year) ctx.addIssue({ code: 'custom', path: ['descendants', i, 'birthYear'], message: 'not after the tax year' });
    });
    const seen = new Set<string>();
    let total = 0;
    profile.benefits.forEach((b, i) => {
      if (seen.has(b.category))
        ctx.addIssue({ code: 'custom', path: ['benefits', i, 'category'], message: `${b.category} appears twice: one entry per category` });
      seen.add(b.category);
      total += b.annualAmount;
    });
    if (total > Math.max(0, profile.grossAnnual))
      ctx.addIssue({ code: 'custom', path: ['benefits'], message: 'the benefits cost more than the gross annual pay' });
  });

export type BatchProfile = z.output<typeof batchProfileSchema>;

/** Compile-time check: a parsed batch profile is a `TaxProfile` the engine takes as is. */
const _isTaxProfile = (profile: BatchProfile): TaxProfile => profile;
