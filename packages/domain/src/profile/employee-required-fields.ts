import { profileMessages as m } from './profile-messages';
import { isEmptyValue } from './session-profile-fields';

// The employee tab's required fields, apart from its zod schema (profile-completion.ts): the
// profile page reads them on first paint and must not bring zod with them.

/** docs/product/employee-portal.md §5 Employee form: the required fields, in the form's order. */
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
 * What a save of the employee tab requires: the phone, which the session
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
