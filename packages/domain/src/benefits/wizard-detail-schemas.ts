import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { LIFE_DEATH_MINIMUM } from './life-insurance';
import { RENTING_YEARS_DEFAULT, RENTING_YEARS_MAX, RENTING_YEARS_MIN } from './renting';

/**
 * Translation keys of the wizard forms (docs/decisions.md, "Validation messages are keys"). The
 * ones not yet in validation/messages.ts (date, month, duplicate, lifeDeathMinimum, rentingFeeVat,
 * rentingYears) belong there and in the locales when the lead merges; bounds travel in the zod
 * issue (`minimum`, `maximum`).
 */
export const wizardValidationMessages = {
  required: validationMessages.required,
  invalid: validationMessages.invalid,
  integer: validationMessages.integer,
  min: validationMessages.min,
  max: validationMessages.max,
  date: 'validation.date',
  month: 'validation.month',
  duplicate: 'validation.duplicate',
  lifeDeathMinimum: 'validation.lifeDeathMinimum',
  rentingFeeVat: 'validation.rentingFeeVat',
  rentingYears: 'validation.rentingYears',
} as const;

const m = wizardValidationMessages;

/** Keeps cents × milli-per-mille rates below 2^53 (rate-table.ts): 100 M€. */
export const WIZARD_AMOUNT_MAX = 10_000_000_000;

/** A non-negative amount in integer cents. */
const cents = z
  .number({ message: m.required })
  .int({ message: m.integer })
  .min(0, { message: m.min })
  .max(WIZARD_AMOUNT_MAX, { message: m.max });

const month = z.number({ message: m.required }).int({ message: m.month }).min(1, { message: m.month }).max(12, { message: m.month });
const isoDate = z.iso.date({ message: m.date });
const id = z.number({ message: m.required }).int({ message: m.invalid }).positive({ message: m.invalid });

const hasUniqueKeys = <T>(items: readonly T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

/** Renting (spec part 2 §3, §5 Renting). privateUse is overwritten with the profile's by `quoteRenting`. */
export const rentingDetailsSchema = z
  .object({
    feeWithoutVAT: cents,
    feeWithVAT: cents,
    vehicleValue: cents,
    years: z
      .number({ message: m.required })
      .int({ message: m.rentingYears })
      .min(RENTING_YEARS_MIN, { message: m.rentingYears })
      .max(RENTING_YEARS_MAX, { message: m.rentingYears })
      .default(RENTING_YEARS_DEFAULT),
    privateUse: z.number({ message: m.required }).int({ message: m.integer }).min(0, { message: m.min }).max(100, { message: m.max }),
    startDate: isoDate,
  })
  .refine((d) => d.feeWithoutVAT <= d.feeWithVAT, { message: m.rentingFeeVat, path: ['feeWithoutVAT'] });

/** Life insurance (spec part 2 §3, §5 Life insurance): death at least 35,000 €. */
export const lifeDetailsSchema = z.object({
  death: cents.refine((v) => v >= LIFE_DEATH_MINIMUM, { message: m.lifeDeathMinimum }),
  disability: cents,
  startDate: isoDate,
});

/**
 * Life-axa (spec part 2 §3): only the shape. The coverage rules (mandatory, minimum, parents,
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

/** Health (spec part 2 §5 Health): the covered people (familyId null: the employee), their start months and supplementaries. */
export const healthDetailsSchema = z.object({
  members: z
    .array(healthMemberSchema)
    .min(1, { message: m.required })
    .max(50)
    .refine((list) => hasUniqueKeys(list, (member) => member.familyId), { message: m.duplicate }),
  samePeriod: z.boolean().default(true),
});

/** Saving plan (spec part 2 §2 Saving plan page): the basket, who it is for (null: the employee) and the amount of each month. */
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
