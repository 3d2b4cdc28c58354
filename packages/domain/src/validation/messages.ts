/**
 * Field-level validation messages are translation keys, not sentences: the server sends them in
 * the `fields` of a 400 and the web app shows `t(key, params)` in the user's language
 * (docs/decisions/201-validation-messages-are-keys.md).
 */
export const validationMessages = {
  required: 'validation.required',
  email: 'validation.email',
  passwordPolicy: 'validation.passwordPolicy',
  passwordRepeat: 'validation.passwordRepeat',
  passwordMismatch: 'validation.passwordMismatch',
  cookiesRequired: 'validation.cookiesRequired',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
  integer: 'validation.integer',
  min: 'validation.min',
  max: 'validation.max',
  date: 'validation.date',
  month: 'validation.month',
  duplicate: 'validation.duplicate',
  /** Not a phone number of its dial code (phone-number.ts). */
  phone: 'validation.phone',
  /** Not a Spanish postal code (postal-code.ts). */
  postalCode: 'validation.postalCode',
  /** NUL or another control character (validation/control-characters.ts). */
  controlCharacters: 'validation.controlCharacters',
} as const;
