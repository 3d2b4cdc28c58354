import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as stored: capitals, no spaces ("ES91 2100 …" → "ES912100…"). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase();
}

/** A bank account an employee can be paid into: country format and check digits (ibantools). */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}
