import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import type { Benefit } from './benefit';
import { toMadridDate } from '../dates/madrid-calendar';

/**
 * The months of a policy: life, life-axa and renting (docs/product/benefits-and-simulation.md §3 `startDate` of their
 * details; §4 start month, "end month defaults to 12"). A policy starts in one month and runs
 * through every later month that is still open; the employee chooses only the start month.
 */

/** The months a policy starting in `startMonth` takes: the open months from it on (none when it is not open). */
export function policyMonths(allowedMonths: readonly number[], startMonth: number): number[] {
  return allowedMonths.includes(startMonth) ? allowedMonths.filter((month) => month >= startMonth) : [];
}

export interface PolicyStartOptions {
  /**
   * The edited contract is pending or contracted and already holds a month that has closed: a
   * change continues it from the first open month, or the months between would be left uncovered.
   */
  isRunning?: boolean;
}

/**
 * The start months a policy may be given (docs/product/benefits-and-simulation.md §4): every open month; only the first one
 * for a whole-year benefit (contractMethod `hole-year` takes every open month, WHOLE_YEAR_REQUIRED)
 * or a running contract (`PolicyStartOptions.isRunning`).
 */
export function policyStartMonths(benefit: Pick<Benefit, 'contractMethod'>, allowedMonths: readonly number[], options: PolicyStartOptions = {}): number[] {
  const [first] = allowedMonths;
  if (first === undefined) return [];
  return benefit.contractMethod === 'hole-year' || options.isRunning ? [first] : [...allowedMonths];
}

/**
 * The start month a proposal asks for: the month of the details' `startDate` when it names one,
 * else the first proposed item's month; null when it says neither. A `startDate` of another
 * year than the contract's, or not a date, asks for a month that is not open: MONTH_NOT_AVAILABLE.
 */
export function requestedStartMonth(
  details: Readonly<Record<string, unknown>>,
  items: readonly Pick<ContractItemDraft, 'month'>[],
  year: number,
): number | null {
  const startDate = details['startDate'];
  if (typeof startDate === 'string' && startDate !== '') {
    let date;
    try {
      date = toMadridDate(startDate);
    } catch {
      throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: 0, startDate });
    }
    if (date.year !== year) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: date.month, year: date.year });
    return date.month;
  }
  const months = items.map((item) => item.month);
  return months.length > 0 ? Math.min(...months) : null;
}

/**
 * The policy a proposal describes, re-checked (docs/product/benefits-and-simulation.md §4): its start month must be open
 * (MONTH_NOT_AVAILABLE otherwise, the refusal of every category) and it takes the open months
 * from there on; the proposed items' own months and prices are not read. Null start: no months.
 */
export function resolvePolicyMonths(allowedMonths: readonly number[], startMonth: number | null): number[] {
  if (startMonth === null) return [];
  if (!allowedMonths.includes(startMonth)) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: startMonth });
  return policyMonths(allowedMonths, startMonth);
}
