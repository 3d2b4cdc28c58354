import { formatIsoDate, toMadridDate } from './madrid-calendar';

/**
 * The one clock the business rules read (DESIGN.md, "One business clock"): "today" and "this
 * year" are Madrid's, whatever zone the server or the browser runs in.
 */
export interface BusinessClock {
  /** The instant, for timestamps and expiries. */
  now(): Date;
  /** Today's Madrid calendar date, ISO `YYYY-MM-DD`. */
  today(): string;
  /** The calendar year in Madrid, the default plan and tax year. */
  planYear(): number;
}

export function businessClockFrom(now: () => Date): BusinessClock {
  return {
    now,
    today: () => formatIsoDate(toMadridDate(now().toISOString())),
    planYear: () => toMadridDate(now().toISOString()).year,
  };
}
