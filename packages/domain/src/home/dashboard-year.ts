import { toMadridDate } from '../benefits/start-month';

/** The year the home shows first: the Madrid calendar year of today (the "current situation"). */
export function defaultDashboardYear(today: string): number {
  return toMadridDate(today).year;
}

/**
 * The years the home offers: this calendar year and the plan year new contracts start in (GET
 * /bags `year`), which is next year once this year's last cut-off has passed. One year for most
 * of the year; two in the last weeks, while the next campaign is open.
 */
export function dashboardYears(today: string, planYear: number): number[] {
  return [...new Set([defaultDashboardYear(today), planYear])].sort((a, b) => a - b);
}

/** A year asked for (the `?year=` of the address) when it is one the home offers, else the default. */
export function pickDashboardYear(requested: string | null, today: string, planYear: number): number {
  const year = Number(requested);
  return dashboardYears(today, planYear).includes(year) ? year : defaultDashboardYear(today);
}
