import { toMadridDate } from '../dates/madrid-calendar';

/**
 * The year the home shows first: the plan year, the one new contracts start
 * in (GET /bags `year`) and the one the header's savings are for, so the header and the home
 * never show two years' figures side by side. In the last weeks of a year that is already the next
 * one; this year's situation is one switch away (`dashboardYears`).
 */
export function defaultDashboardYear(planYear: number): number {
  return planYear;
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
export function pickDashboardYear(requested: string | null, today: string, planYear: number): number {
  const year = Number(requested);
  return dashboardYears(today, planYear).includes(year) ? year : defaultDashboardYear(planYear);
}
