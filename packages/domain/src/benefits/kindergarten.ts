import { z } from 'zod';
import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { validationMessages } from '../validation/messages';
import { ageInYears, type FamilyMemberRef } from './age';
import { daysInMonth, formatIsoDate } from '../dates/madrid-calendar';

/** Children are offered while aged 2 or less; an item month needs the child under 3 (spec part 2 §9). */
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

function lastDayOf(year: number, month: number): string {
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/**
 * Kindergarten items are per child and month (spec part 2 §5 Kindergarten): each beneficiary is a
 * child of the family, born by the end of the month and under 3 all of it.
 */
export function assertKindergartenItems(items: readonly ContractItemDraft[], family: readonly FamilyMemberRef[], year: number): void {
  for (const item of items) {
    const child = family.find((m) => m.id === item.familyId && m.relationship === 'child');
    if (!child) throw new CatalogueError('BENEFICIARY_NOT_ALLOWED', { familyId: item.familyId ?? 'employee', month: item.month });
    if (ageInYears(child.birthday, lastDayOf(year, item.month)) < 0) {
      throw new CatalogueError('BENEFICIARY_NOT_ALLOWED', { familyId: child.id, month: item.month });
    }
    if (!isUnderThreeInMonth(child.birthday, year, item.month)) {
      throw new CatalogueError('KINDERGARTEN_AGE', { familyId: child.id, month: item.month, maxAge: KINDERGARTEN_AGE_LIMIT });
    }
  }
}

const requiredText = (max: number) =>
  z.string({ message: validationMessages.required }).trim().min(1, { message: validationMessages.required }).max(max, { message: validationMessages.tooLong });
const optionalText = (max: number) => z.string().trim().max(max, { message: validationMessages.tooLong }).optional();

/** Kindergarten info per child (spec part 2 §3, §5): code, name and address required. */
export const kindergartenInfoSchema = z.object({
  codeCenter: requiredText(50),
  centerName: requiredText(200),
  address: requiredText(300),
  zip: optionalText(10),
  city: optionalText(100),
  province: optionalText(100),
  contactPerson: optionalText(200),
  contactPhone: optionalText(30),
});
export type KindergartenInfo = z.infer<typeof kindergartenInfoSchema>;
