import type { ContractItem } from '../contracts/contract';
import { cutOffDate } from './start-month';
import { addMonths, daysBetween, formatIsoDate, toMadridDate } from '../dates/madrid-calendar';

export interface Expiry {
  /** The cut-off date of the month before the earliest item month (ISO). */
  cutOffDate: string;
  /** Calendar days from today to that date; negative once it has passed. */
  daysLeft: number;
  /**
   * True from the cut-off date itself: the contract must be accepted BEFORE it (docs/product/cart-and-contracts.md §1),
   * the same edge as `firstStartMonth` (docs/decisions-catalogue.md).
   */
  isExpired: boolean;
}

/**
 * Time left to sign a cart contract (docs/product/benefits-and-simulation.md §4 Expiry): days until the cut-off date of the
 * month before its earliest item month. Null for a contract without items.
 */
export function contractExpiry(contract: { year: number; items: readonly Pick<ContractItem, 'month'>[] }, today: string, cutOffDay: number): Expiry | null {
  if (contract.items.length === 0) return null;
  const earliestMonth = Math.min(...contract.items.map((i) => i.month));
  const deadline = cutOffDate(addMonths({ year: contract.year, month: earliestMonth }, -1), cutOffDay);
  const daysLeft = daysBetween(toMadridDate(today), deadline);
  return { cutOffDate: formatIsoDate(deadline), daysLeft, isExpired: daysLeft <= 0 };
}

/**
 * The expiring alert (docs/product/employee-portal.md §4, docs/product/benefits-and-simulation.md §4): raised when today + the company's alertDays is
 * after the benefit's end date.
 */
export function isExpiringSoon(benefitEndDate: string, today: string, alertDays: number): boolean {
  const end = toMadridDate(benefitEndDate);
  return daysBetween(end, toMadridDate(today)) + Math.max(0, alertDays) > 0;
}
