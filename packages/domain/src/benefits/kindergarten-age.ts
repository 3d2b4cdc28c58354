// The kindergarten's age rules, apart from its zod schemas: the header's tax savings read them on
// every page of the portal, which must not bring zod into their first download.
import { daysInMonth, formatIsoDate } from '../dates/madrid-calendar';
import { ageInYears, type FamilyMemberRef } from './age';

/** Children are offered while aged 2 or less; an item month needs the child under 3 (docs/product/benefits-and-simulation.md §9). */
export const KINDERGARTEN_MAX_OFFER_AGE = 2;
export const KINDERGARTEN_AGE_LIMIT = 3;

/** The children the product page offers: relationship child, aged 2 or less at `at`. */
export function eligibleChildren<T extends FamilyMemberRef>(family: readonly T[], at: string): T[] {
  return family.filter((m) => {
    if (m.relationship !== 'child') return false;
    const age = ageInYears(m.birthday, at);
    return age >= 0 && age <= KINDERGARTEN_MAX_OFFER_AGE;
  });
}

/**
 * Is the child under 3 for the whole item month? Checked on the month's last day, so the month of
 * the third birthday is refused (docs/decisions-catalogue.md): on the birthday itself the age is 3.
 */
export function isUnderThreeInMonth(birthday: string, year: number, month: number): boolean {
  return ageInYears(birthday, lastDayOf(year, month)) < KINDERGARTEN_AGE_LIMIT;
}

/** The month's last day, ISO (YYYY-MM-DD). */
export function lastDayOf(year: number, month: number): string {
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}
