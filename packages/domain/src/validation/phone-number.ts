import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** The dial code a number without one is read with: Spain's, the portal's country (docs/product/employee-portal.md §1). */
export const DEFAULT_DIAL_CODE = '+34';

/**
 * Whether `number` is a phone number of its dial code (docs/decisions/022-known-formats-are-checked.md):
 * digits, with spaces, dots, hyphens or brackets between them as people write them, of a length and
 * a start that the dial code's numbering plan has (libphonenumber's metadata, the one the dial code
 * list of the profile comes from). A number typed with its own `+` prefix stands by itself.
 */
export function isValidPhone(number: string, dialCode: string | null = DEFAULT_DIAL_CODE): boolean {
  const compact = number.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{1,20}$/.test(compact)) return false;
  return isValidPhoneNumber(compact.startsWith('+') ? compact : `${dialCode ?? DEFAULT_DIAL_CODE}${compact}`);
}
