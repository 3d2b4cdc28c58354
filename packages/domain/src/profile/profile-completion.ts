import { z } from 'zod';
import { profileMessages as m } from './profile-messages';
import { employeeDisabilityRule, employeeSaveShape } from './profile-schemas';

/** The tabs of /profile (spec part 1 §2 Profile): user information is the default. */
export const profileTabs = ['user', 'employee', 'family'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** What the session needs before the portal opens (spec part 1 §2), and the tab that asks for each. */
export const sessionProfileFields = { email: 'user', phone: 'employee' } as const satisfies Record<string, ProfileTab>;
export type SessionProfileField = keyof typeof sessionProfileFields;

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The e-mail and the phone, each when it is missing: what the incomplete-profile warning asks for. */
export function missingProfileFields(user: { email?: string | null; phone?: string | null }): SessionProfileField[] {
  return (['email', 'phone'] as const).filter((field) => isEmpty(user[field]));
}

/** Where the warning sends the person: the tab of the first missing field. */
export function profileLinkFor(missing: readonly SessionProfileField[]): string {
  const tab = missing[0] ? sessionProfileFields[missing[0]] : 'user';
  return tab === 'user' ? '/profile' : `/profile?tab=${tab}`;
}

/** spec part 1 §5 Employee form: the required fields, in the form's order. */
const standardRequiredFields = [
  'phone',
  'nationality',
  'birthday',
  'gender',
  'disabilityType',
  'address1',
  'city',
  'postalCode',
  'province',
  'country',
] as const;
/** The special brand flag requires five more. */
const specialBrandRequiredFields = [...standardRequiredFields, 'birthCountry', 'residenceCountry', 'typeOfStreet', 'mobilePhonePrefix', 'houseNumber'] as const;
export type EmployeeRequiredField = (typeof specialBrandRequiredFields)[number];
/** What is on file of the employee's required fields (the profile, or the stored row). */
export type StoredEmployeeFields = Partial<Record<EmployeeRequiredField, unknown>>;

export function requiredEmployeeFields(isSpecialBrand: boolean): readonly EmployeeRequiredField[] {
  return isSpecialBrand ? specialBrandRequiredFields : standardRequiredFields;
}

/**
 * What a save of the employee tab requires (issue 15 finding 3): the phone, which the session
 * needs, and every other required field already on file. A save may leave empty what was never
 * filled — the profile lists it as missing — but never empty what was.
 */
export function fieldsASaveRequires(stored: StoredEmployeeFields, isSpecialBrand: boolean): EmployeeRequiredField[] {
  return requiredEmployeeFields(isSpecialBrand).filter((field) => field === 'phone' || !isEmpty(stored[field]));
}

/** The required fields this update carries empty although a save requires them. */
export function emptiedRequiredFields(
  stored: StoredEmployeeFields,
  update: Partial<Record<string, unknown>>,
  isSpecialBrand: boolean,
): EmployeeRequiredField[] {
  return fieldsASaveRequires(stored, isSpecialBrand).filter((field) => Object.hasOwn(update, field) && isEmpty(update[field]));
}

/** The required fields of the employee tab still empty, for the profile to ask for. */
export function missingEmployeeFields(stored: StoredEmployeeFields, isSpecialBrand: boolean): EmployeeRequiredField[] {
  return requiredEmployeeFields(isSpecialBrand).filter((field) => isEmpty(stored[field]));
}

/** The message of a required field left empty. */
export const requiredMessageOf = (field: EmployeeRequiredField) => (field === 'houseNumber' ? m.houseNumberRequired : m.required);

/** The employee tab's schema: each field checked when filled, the required ones by the rule above. */
export function employeeSaveSchemaFor(isSpecialBrand: boolean, stored: StoredEmployeeFields) {
  return z
    .object(employeeSaveShape)
    .superRefine(employeeDisabilityRule)
    .superRefine((value, ctx) => {
      for (const field of emptiedRequiredFields(stored, value, isSpecialBrand)) {
        ctx.addIssue({ code: 'custom', path: [field], message: requiredMessageOf(field) });
      }
    });
}
