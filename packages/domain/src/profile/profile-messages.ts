/** Message keys of the profile forms (docs/product/employee-portal.md §5 and §8), translated by the web app. */
export const profileMessages = {
  required: 'validation.required',
  email: 'validation.email',
  numeric: 'profile.validation.numeric',
  banTooLong: 'profile.validation.banTooLong',
  securityNumber: 'profile.validation.securityNumber',
  address2: 'profile.validation.address2',
  houseNumberRequired: 'profile.validation.houseNumberRequired',
  houseNumber: 'profile.validation.houseNumber',
  disabilityRange: 'profile.validation.disabilityRange',
  personalId: 'profile.validation.personalId',
  /** The employee or another member of the family already has this ID (family-consistency.ts). */
  personalIdRepeated: 'profile.validation.personalIdRepeated',
  /** A second active spouse or partner (family-consistency.ts). */
  secondPartner: 'profile.validation.secondPartner',
  country: 'profile.validation.country',
  dateTooEarly: 'profile.validation.dateTooEarly',
  date: 'validation.date',
  max: 'validation.max',
  min: 'validation.min',
  /** A figure the company keeps (salary, bags, personal ID…): shown, never written by the employee. */
  readOnly: 'validation.readOnly',
} as const;

/** docs/product/employee-portal.md §9. */
export const MIN_DATE = '1900-01-01';
export const BAN_MAX_LENGTH = 24;
export const SECURITY_NUMBER_MAX_DIGITS = 12;
