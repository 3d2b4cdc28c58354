import { z } from 'zod';
import { profileMessages as m } from './profile-messages';
import { employeeDisabilityRule, employeeSaveShape } from './profile-schemas';
import { isEmptyValue } from './session-profile-fields';

// The session's needs live apart, free of zod; re-exported here for the profile's own readers.
export { missingProfileFields, profileLinkFor, profileTabs, sessionProfileFields } from './session-profile-fields';
export type { ProfileTab, SessionProfileField } from './session-profile-fields';

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
  return requiredEmployeeFields(isSpecialBrand).filter((field) => field === 'phone' || !isEmptyValue(stored[field]));
}

/** The required fields this update carries empty although a save requires them. */
export function emptiedRequiredFields(
  stored: StoredEmployeeFields,
  update: Partial<Record<string, unknown>>,
  isSpecialBrand: boolean,
): EmployeeRequiredField[] {
  return fieldsASaveRequires(stored, isSpecialBrand).filter((field) => Object.hasOwn(update, field) && isEmptyValue(update[field]));
}

/** The required fields of the employee tab still empty, for the profile to ask for. */
export function missingEmployeeFields(stored: StoredEmployeeFields, isSpecialBrand: boolean): EmployeeRequiredField[] {
  return requiredEmployeeFields(isSpecialBrand).filter((field) => isEmptyValue(stored[field]));
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
