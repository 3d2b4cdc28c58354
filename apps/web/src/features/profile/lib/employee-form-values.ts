import type { User } from '../api/get-profile';

/**
 * The inputs of the employee tab, named as the spec's fields (docs/product/employee-portal.md §3 User, §5). The
 * salaries and the payment count are the company's: shown as text, never sent.
 */
export const employeeFields = [
  'mobilePhonePrefix',
  'phone',
  'BAN',
  'nationality',
  'birthCountry',
  'residenceCountry',
  'birthday',
  'gender',
  'disabilityType',
  'disability',
  'typeOfStreet',
  'address1',
  'address2',
  'houseNumber',
  'city',
  'postalCode',
  'province',
  'country',
  'securityNumber',
  'maritalStatus',
  'spouseEarnsOver1500',
  'contractType',
  'childrenLiveWithEmployee',
] as const;

export type EmployeeField = (typeof employeeFields)[number];
/** What the inputs hold: text, as typed or chosen ('' for nothing; 'yes'/'no' for booleans). */
export type EmployeeFormValues = Record<EmployeeField, string>;

const text = (value: string | null | undefined) => value ?? '';
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 'yes' : 'no');

/** The user's data as the inputs show it. */
export function employeeFormValues(user: User): EmployeeFormValues {
  return {
    mobilePhonePrefix: text(user.mobilePhonePrefix),
    phone: text(user.phone),
    BAN: text(user.BAN),
    nationality: text(user.nationality),
    birthCountry: text(user.birthCountry),
    residenceCountry: text(user.residenceCountry),
    birthday: text(user.birthday),
    gender: user.gender === null ? '' : String(user.gender),
    disabilityType: yesNo(user.disabilityType),
    disability: user.disabilityType && user.disability !== null ? String(user.disability) : '',
    typeOfStreet: text(user.typeOfStreet),
    address1: text(user.address1),
    address2: text(user.address2),
    houseNumber: text(user.houseNumber),
    city: text(user.city),
    postalCode: text(user.postalCode),
    province: text(user.province),
    country: text(user.country),
    securityNumber: text(user.securityNumber),
    maritalStatus: text(user.maritalStatus),
    spouseEarnsOver1500: yesNo(user.spouseEarnsOver1500),
    contractType: text(user.contractType),
    childrenLiveWithEmployee: yesNo(user.childrenLiveWithEmployee),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toBoolean = (value: string) => (value === 'yes' ? true : value === 'no' ? false : null);
const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The inputs as POST /profile reads them (the domain's employee schema): booleans, numbers,
 * and null for what was left empty. The bank account loses its spaces
 * ("ES91 2100 …" is the same 24 characters).
 */
export function toEmployeeInput(values: EmployeeFormValues) {
  const disabilityType = toBoolean(values.disabilityType);
  return {
    mobilePhonePrefix: orNull(values.mobilePhonePrefix),
    phone: values.phone.trim(),
    BAN: orNull(values.BAN.replace(/\s+/g, '').toUpperCase()),
    nationality: orNull(values.nationality),
    birthCountry: orNull(values.birthCountry),
    residenceCountry: orNull(values.residenceCountry),
    birthday: orNull(values.birthday),
    gender: values.gender === '' ? null : Number(values.gender),
    disabilityType,
    disability: disabilityType ? toNumber(values.disability) : 0,
    typeOfStreet: orNull(values.typeOfStreet),
    address1: orNull(values.address1),
    address2: orNull(values.address2),
    houseNumber: orNull(values.houseNumber),
    city: orNull(values.city),
    postalCode: orNull(values.postalCode),
    province: orNull(values.province),
    country: orNull(values.country),
    securityNumber: orNull(values.securityNumber),
    maritalStatus: orNull(values.maritalStatus),
    spouseEarnsOver1500: toBoolean(values.spouseEarnsOver1500),
    contractType: orNull(values.contractType),
    childrenLiveWithEmployee: toBoolean(values.childrenLiveWithEmployee),
  };
}
