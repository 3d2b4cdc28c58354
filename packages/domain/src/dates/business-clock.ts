import { formatIsoDate, toMadridDate, type CalendarDate } from './madrid-calendar';

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

const HOUR_MS = 3_600_000;

export function businessClockFrom(now: () => Date): BusinessClock {
  const madridDate = madridDateByHour();
  return {
    now,
    today: () => madridDate(now()).iso,
    planYear: () => madridDate(now()).year,
  };
}

/**
 * The Madrid date of an instant, worked out once per UTC hour: Madrid's offset is a whole number
 * of hours and changes on the hour (01:00 UTC), so its midnight is always on a UTC hour and its
 * date cannot change inside one. A server reads today on every request; the zone's conversion
 * (Intl) is what costs.
 */
function madridDateByHour() {
  let hour = Number.NaN;
  let date: CalendarDate & { iso: string } = { year: 0, month: 0, day: 0, iso: '' };
  return (instant: Date) => {
    const instantHour = Math.floor(instant.getTime() / HOUR_MS);
    if (instantHour !== hour) {
      const madrid = toMadridDate(instant.toISOString());
      date = { ...madrid, iso: formatIsoDate(madrid) };
      hour = instantHour;
    }
    return date;
  };
}
