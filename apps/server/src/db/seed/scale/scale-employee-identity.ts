/**
 * Who the scale employees are (`npm run seed:scale`), numbered from 1 in the order they were added:
 * `npm run bench` logs in the first ones by these names. No imports, so the benchmark script can
 * read it without loading the server.
 */
export const SCALE_COMPANY = 'acme';

/** The highest number one database holds: personal IDs are built from the number (personalIdOf). */
export const MAX_SCALE_EMPLOYEES = 4_999_999;

export const scaleEmployeeEmail = (number: number): string => `scale.${String(number).padStart(7, '0')}@${SCALE_COMPANY}.test`;

/** What the seed's e-mails look like, for counting them (SQL `like`). */
export const scaleEmailPattern = `scale.%@${SCALE_COMPANY}.test`;

// The control letter of a DNI: its number modulo 23 in this table.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (digits: number): string => `${String(digits).padStart(8, '0')}${DNI_LETTERS[digits % 23]}`;

/** Well-formed DNIs in ranges of their own: 90 000 001… the employee, 70 000 001… the spouse, 40 000 002… the children. */
export const personalIdOf = (number: number): string => dni(90_000_000 + number);
export const spousePersonalIdOf = (number: number): string => dni(70_000_000 + number);
export const childPersonalIdOf = (number: number, child: number): string => dni(40_000_000 + 2 * number + child);
