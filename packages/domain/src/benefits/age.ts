import { toMadridDate } from '../dates/madrid-calendar';

/** Family relationships (docs/product/employee-portal.md §3); the user is the entry with relationship `you`. */
export type FamilyRelationship = 'you' | 'spouse' | 'child' | 'domestic_partner';

/** A family member as the benefit rules need them. */
export interface FamilyMemberRef {
  id: number;
  /** ISO date. */
  birthday: string;
  relationship: FamilyRelationship;
}

/**
 * Age in whole years from a birthday at a date (docs/product/benefits-and-simulation.md §9), both Madrid calendar dates. The
 * birthday itself counts: on the third birthday the age is 3. Someone born on 29 February has
 * their birthday on 1 March in other years.
 */
export function ageInYears(birthday: string, at: string): number {
  const born = toMadridDate(birthday);
  const date = toMadridDate(at);
  const hadBirthday = date.month > born.month || (date.month === born.month && date.day >= born.day);
  return date.year - born.year - (hadBirthday ? 0 : 1);
}
