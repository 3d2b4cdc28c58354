import { TZDate } from '@date-fns/tz';
import { MADRID_TIME_ZONE } from '../dates/madrid-calendar';

/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not). */
export function isCalendarDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instants an audit filter's days cover, in Europe/Madrid (DESIGN.md: dates are Madrid's):
 * from the first moment of `from` (inclusive) to the first moment after `to` (exclusive).
 */
export function madridDayRange(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  return { start: from ? startOfMadridDay(from, 0) : undefined, end: to ? startOfMadridDay(to, 1) : undefined };
}

function startOfMadridDay(iso: string, plusDays: number): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day + plusDays, 0, 0, 0, MADRID_TIME_ZONE).getTime());
}
