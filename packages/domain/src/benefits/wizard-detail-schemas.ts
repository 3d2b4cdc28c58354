import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { RENTING_YEARS_DEFAULT } from './renting';

/**
 * Translation keys of the wizard forms (docs/decisions/201-validation-messages-are-keys.md); bounds
 * travel in the zod issue (`minimum`, `maximum`). The schemas check shapes only:
 * the categories' rules (death ≥ 35 000 €, fee without VAT ≤ fee with VAT, 2–5 years) are refused
 * by the quote functions with their own codes (LIFE_DEATH_MINIMUM, RENTING_FEE_VAT, RENTING_YEARS).
 */
export const wizardValidationMessages = {
  required: validationMessages.required,
  invalid: validationMessages.invalid,
  integer: validationMessages.integer,
  min: validationMessages.min,
  max: validationMessages.max,
  date: validationMessages.date,
  month: validationMessages.month,
  duplicate: validationMessages.duplicate,
} as const;

const m = wizardValidationMessages;

/** Keeps cents × milli-per-mille rates below 2^53 (rate-table.ts): 100 M€. */
export const WIZARD_AMOUNT_MAX = 10_000_000_000;

/** A non-negative amount in integer cents. */
const cents = z.number({ message: m.required }).int({ message: m.integer }).min(0, { message: m.min }).max(WIZARD_AMOUNT_MAX, { message: m.max });

const month = z.number({ message: m.required }).int({ message: m.month }).min(1, { message: m.month }).max(12, { message: m.month });
const isoDate = z.iso.date({ message: m.date });
const id = z.number({ message: m.required }).int({ message: m.invalid }).positive({ message: m.invalid });

const hasUniqueKeys = <T>(items: readonly T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

/**
 * Renting (docs/product/benefits-and-simulation.md §3). privateUse is overwritten with the profile's by `quoteRenting`, which
 * also refuses a fee without VAT above the fee with VAT and a term outside 2–5 years (§5 Renting).
 */
export const rentingDetailsSchema = z.object({
  feeWithoutVAT: cents,
  feeWithVAT: cents,
  vehicleValue: cents,
  years: z.number({ message: m.required }).default(RENTING_YEARS_DEFAULT),
  privateUse: z.number({ message: m.required }).int({ message: m.integer }).min(0, { message: m.min }).max(100, { message: m.max }),
  startDate: isoDate,
});

/** Life insurance (docs/product/benefits-and-simulation.md §3); `quoteLifeInsurance` refuses a death capital under 35,000 € (§5 Life insurance). */
export const lifeDetailsSchema = z.object({
  death: cents,
  disability: cents,
  startDate: isoDate,
});

/**
 * Life-axa (docs/product/benefits-and-simulation.md §3): only the shape. The coverage rules (mandatory, minimum, parents,
 * requirements, age) are `quoteLifeAxa`'s broken rules, because breaking them prices 0 rather than refusing the form.
 */
export const lifeAxaDetailsSchema = z.object({
  fallcc: cents,
  falla: cents,
  fallac: cents,
  ipacc: cents,
  ipaa: cents,
  ipaac: cents,
  ginv: cents,
  startDate: isoDate,
});

const healthMemberSchema = z.object({
  familyId: id.nullable(),
  startMonth: month,
  supplementaries: z
    .array(z.object({ benefitId: id, startMonth: month }))
    .max(50)
    .default([])
    .refine((list) => hasUniqueKeys(list, (s) => s.benefitId), { message: m.duplicate }),
});

/** Health (docs/product/benefits-and-simulation.md §5 Health): the covered people (familyId null: the employee), their start months and supplementaries. */
export const healthDetailsSchema = z.object({
  members: z
    .array(healthMemberSchema)
    .min(1, { message: m.required })
    .max(50)
    .refine((list) => hasUniqueKeys(list, (member) => member.familyId), { message: m.duplicate }),
  samePeriod: z.boolean().default(true),
});

/** Saving plan (docs/product/benefits-and-simulation.md §2 Saving plan page): the basket, who it is for (null: the employee) and the amount of each month. */
export const savingPlanDetailsSchema = z.object({
  benefitId: id,
  familyId: id.nullable().default(null),
  months: z
    .array(z.object({ month, amount: cents }))
    .min(1, { message: m.required })
    .max(12)
    .refine((list) => hasUniqueKeys(list, (entry) => entry.month), { message: m.duplicate }),
});

export type RentingDetailsInput = z.input<typeof rentingDetailsSchema>;
export type LifeDetailsInput = z.input<typeof lifeDetailsSchema>;
export type LifeAxaDetailsInput = z.input<typeof lifeAxaDetailsSchema>;
export type HealthDetailsInput = z.input<typeof healthDetailsSchema>;
export type SavingPlanDetails = z.output<typeof savingPlanDetailsSchema>;

/** The details schema of each wizard category, for the cart's per-category parsing. */
export const wizardDetailSchemas = {
  renting: rentingDetailsSchema,
  'life-insurance': lifeDetailsSchema,
  'life-insurance-axa': lifeAxaDetailsSchema,
  'health-insurance': healthDetailsSchema,
  'saving-plan': savingPlanDetailsSchema,
} as const;
