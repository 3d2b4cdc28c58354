import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { validationMessages } from '../validation/messages';
import { profileMessages as m } from './profile-messages';
import { employeeSaveShape, userFormSchema } from './profile-schemas';

/**
 * What the company keeps on file about the employee: shown on the profile, never written through
 * it (docs/product/employee-portal.md §3 marks personalID read only). The salary drives the 30 %
 * in-kind cap, the minimum-wage floor and percentage bags, so the employee cannot set it.
 */
export const companyHeldProfileFields = [
  'fixedSalary',
  'variableSalary',
  'paymentCount',
  'flexibleBag',
  'topBag',
  'companyBag',
  'userBag',
  'userBagProrate',
  'userBagRestricted',
  'privateUse',
  'renting',
  'employeeNumber',
  'costCenter',
  'collective',
  'collectiveId',
  'office',
  'officeId',
  'legalEntity',
  'legalEntityId',
  'personalID',
  'personalId',
  'role',
  'companyId',
  'companyTaxId',
  'investmentBasket',
  'investmentProfile',
  'contributionDate',
  'publicResponsibility',
] as const;

const readOnly = z.never({ message: m.readOnly }).optional();
const readOnlyShape = Object.fromEntries(companyHeldProfileFields.map((name) => [name, readOnly])) as Record<
  (typeof companyHeldProfileFields)[number],
  typeof readOnly
>;

/**
 * What the employee may change of their own profile: both forms' fields, each by its form's rule.
 * A required employee field may come empty; the service holds it to profile-completion.ts's rule,
 * which needs what is on file.
 */
const ownFieldsShape = {
  ...userFormSchema.shape,
  ...employeeSaveShape,
  /** The language the portal speaks to them in, their e-mails and contract PDF included. */
  language: z.enum(supportedLanguages, { message: validationMessages.invalid }),
  /** RSA-OAEP ciphertext of the current password, as login sends it; asked when the e-mail or BAN changes. */
  currentPassword: z.string().min(1, { message: validationMessages.required }).max(4096),
};

const ownFields = z.object(ownFieldsShape).partial();
export type ProfileUpdate = z.infer<typeof ownFields>;

/**
 * POST /api/profile for one role: its own fields, any subset; a company-held figure answers
 * `validation.readOnly` on its name and any other key `validation.invalid` on its name, so the
 * refusal says which field it was. Unknown keys never reach the caller.
 */
function profileUpdateSchemaOf(own: typeof ownFields) {
  const known = new Set([...Object.keys(own.shape), ...companyHeldProfileFields]);
  return own
    .extend(readOnlyShape)
    .loose()
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: validationMessages.invalid });
      }
    })
    .transform((value): ProfileUpdate => Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(own.shape, key))));
}

/** The employee's own profile. */
export const profileUpdateSchema = profileUpdateSchemaOf(ownFields);

/**
 * A schema per role. A company administrator's profile is their own employee record: the figures
 * HR keeps about them are no more theirs to edit than anyone's. A role this table does not know
 * gets the employee's, the narrowest.
 */
const profileUpdateSchemas: Record<string, typeof profileUpdateSchema> = {
  employee: profileUpdateSchema,
  'company-admin': profileUpdateSchema,
  'platform-operator': profileUpdateSchema,
};

/**
 * What the route of POST /api/profile declares: the broadest of the role schemas above, so the
 * API reference shows every field some role may send. The service then holds the user to their
 * own role's schema (profileUpdateSchemaFor); today every role's is the employee's.
 */
export const profileUpdateBodySchema = profileUpdateSchema;

export function profileUpdateSchemaFor(role: string): typeof profileUpdateSchema {
  return Object.hasOwn(profileUpdateSchemas, role) ? profileUpdateSchemas[role]! : profileUpdateSchema;
}
