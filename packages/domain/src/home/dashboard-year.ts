import { toMadridDate } from '../dates/madrid-calendar';
import type { ContractStatus } from '../contracts/contract';

/** A cart item or a contract, as far as choosing the year goes. */
export interface YearOfEntry {
  year: number;
  status: ContractStatus;
}

/**
 * The year the home shows first (issue 13, finding 9): the plan year new contracts start in as
 * soon as the person has something in progress in it — a cart item, a contract waiting for its
 * acceptance or review, or one in force — so a plan just signed is what the home opens on.
 * Otherwise this calendar year, the "current situation".
 */
export function defaultDashboardYear(today: string, planYear: number, entries: readonly YearOfEntry[]): number {
  const hasPlanYearInProgress = entries.some((entry) => entry.year === planYear && entry.status !== 'cancelled');
  return hasPlanYearInProgress ? planYear : toMadridDate(today).year;
}

/**
 * The years the home offers: this calendar year and the plan year new contracts start in (GET
 * /bags `year`), which is next year once this year's last cut-off has passed. One year for most
 * of the year; two in the last weeks, while the next campaign is open.
 */
export function dashboardYears(today: string, planYear: number): number[] {
  return [...new Set([toMadridDate(today).year, planYear])].sort((a, b) => a - b);
}

/** A year asked for (the `?year=` of the address) when it is one the home offers, else the default. */
export function pickDashboardYear(requested: string | null, today: string, planYear: number, entries: readonly YearOfEntry[]): number {
  const year = Number(requested);
  return dashboardYears(today, planYear).includes(year) ? year : defaultDashboardYear(today, planYear, entries);
}
