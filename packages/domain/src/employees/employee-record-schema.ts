import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { companyBagInputSchema } from '../bags/company-bag-input';
import { isValidDni, isValidNie, normalizeId } from '../profile/spanish-id';
import { profileMessages } from '../profile/profile-messages';
import { idSchema } from '../validation/id-schema';
import { validationMessages as v } from '../validation/messages';
import { isValidIban, normalizeIban } from './iban';
import { MAX_ANNUAL_SALARY_CENTS, employeeRecordMessages as m, isPaymentCount } from './employee-messages';

const requiredText = (max: number) => z.string({ message: v.required }).trim().min(1, { message: v.required }).max(max, { message: v.max });
// Empty text is "not set": stored as null, so a cleared field and a missing one read the same.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: v.max })
    .nullish()
    .transform((value) => (value ? value : null));

/** A yearly amount in cents within the record's range (0 to 10 M€). */
const cents = () =>
  z.number({ message: v.integer }).int({ message: v.integer }).min(0, { message: m.salaryRange }).max(MAX_ANNUAL_SALARY_CENTS, { message: m.salaryRange });

/** A Spanish employee's tax ID: a DNI or NIE with its right control letter, stored normalised. */
export const employeePersonalIdSchema = z
  .string({ message: v.required })
  .transform(normalizeId)
  .refine((value) => isValidDni(value) || isValidNie(value), { message: profileMessages.personalId });

/** A bank account: a valid IBAN (check digits and the country's length), stored compact. */
export const ibanSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidIban(value), { message: m.iban })
  .transform((value) => (value === '' ? null : normalizeIban(value)));

/**
 * The HR fields of one employee as a company administrator keeps them (docs/product/employee-portal.md §3
 * User): identity, where they sit in the company, salary and bags. The employee's own data
 * (address, family, phone) stays theirs (profile-schemas.ts). The same rules serve the admin form,
 * its API and every row of an import.
 */
export const employeeRecordShape = {
  email: z
    .email({ message: v.email })
    .max(254, { message: v.max })
    .transform((email) => email.toLowerCase()),
  firstName: requiredText(120),
  lastName1: requiredText(120),
  lastName2: optionalText(120),
  personalId: employeePersonalIdSchema,
  language: z.enum(supportedLanguages, { message: v.invalid }).nullish(),
  employeeNumber: optionalText(40),
  costCenter: optionalText(40),
  collectiveId: idSchema.nullish(),
  officeId: idSchema.nullish(),
  legalEntityId: idSchema.nullish(),
  fixedSalary: cents(),
  variableSalary: cents().nullish(),
  paymentCount: z
    .number({ message: v.integer })
    .int({ message: v.integer })
    .refine(isPaymentCount, { message: m.paymentCount })
    .describe('Payments a year: 12, or 14 with the two extra payments.'),
  flexibleBag: cents().nullish(),
  topBag: cents().nullish(),
  companyBag: companyBagInputSchema.nullish(),
  userBag: cents().nullish(),
  userBagProrate: z.boolean().default(false),
  userBagRestricted: z.boolean().default(false),
  // The renting car's private-use share, a whole percent (docs/product/benefits-and-simulation.md §5 Renting: 0 to 100), as
  // the renting wizard reads it; never euros (docs/decisions/063-one-name-one-unit-per-bag.md).
  privateUse: z.number({ message: v.integer }).int({ message: v.integer }).min(0, { message: m.percentRange }).max(100, { message: m.percentRange }).default(0),
  BAN: ibanSchema.nullish(),
};

/** A bag cannot hold more than the year's salary: a figure past it is a typo (a missing comma). */
function bagsWithinSalary(
  record: { fixedSalary: number; variableSalary?: number | null; flexibleBag?: number | null; topBag?: number | null; userBag?: number | null },
  ctx: z.RefinementCtx,
) {
  const salary = record.fixedSalary + (record.variableSalary ?? 0);
  // zod runs this after a field's own error too: a salary already refused says nothing of the bags.
  if (!(record.fixedSalary >= 0 && salary <= 2 * MAX_ANNUAL_SALARY_CENTS)) return;
  for (const bag of ['flexibleBag', 'topBag', 'userBag'] as const) {
    if ((record[bag] ?? 0) > salary) ctx.addIssue({ code: 'custom', path: [bag], message: m.bagOverSalary });
  }
}

/** Creating an employee, or replacing every HR field of one. */
export const employeeRecordSchema = z.object(employeeRecordShape).superRefine(bagsWithinSalary).meta({ id: 'EmployeeRecord' });
export type EmployeeRecordInput = z.input<typeof employeeRecordSchema>;
export type EmployeeRecord = z.output<typeof employeeRecordSchema>;
