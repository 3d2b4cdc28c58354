/** The kinds of identity document a family member's ID can be (docs/product/employee-portal.md §5 Family form). */
export const idTypes = ['DNI', 'NIE', 'passport'] as const;
export type IdType = (typeof idTypes)[number];

// The control letter of a DNI or NIE is its number modulo 23 in this table (Real Decreto 1553/2005).
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** The ID as typed, without spaces or hyphens, in capitals: "12.345.678-z" reads "12345678Z". */
export function normalizeId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

function hasControlLetter(digits: string, letter: string): boolean {
  return CONTROL_LETTERS[Number(digits) % 23] === letter;
}

/** 8 digits and the control letter of their number. */
export function isValidDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(normalizeId(value));
  return match !== null && hasControlLetter(match[1]!, match[2]!);
}

/** X, Y or Z, 7 digits and the control letter of the number the prefix stands for (X 0, Y 1, Z 2). */
export function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(normalizeId(value));
  return match !== null && hasControlLetter(`${NIE_PREFIX[match[1]!]}${match[2]}`, match[3]!);
}

/** A passport number: 3 to 20 letters and digits (no check digit is common to every country). */
export function isValidPassport(value: string): boolean {
  return /^[A-Z0-9]{3,20}$/.test(normalizeId(value));
}

/** Whether an ID is well formed for its type; a DNI or NIE must carry its right control letter. */
export function isValidPersonalId(idType: IdType, value: string): boolean {
  if (idType === 'DNI') return isValidDni(value);
  if (idType === 'NIE') return isValidNie(value);
  return isValidPassport(value);
}
