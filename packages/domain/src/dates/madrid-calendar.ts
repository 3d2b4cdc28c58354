import { TZDate } from '@date-fns/tz';
import { DomainError } from '../errors/domain-error';
import { errorCodes } from '../errors/error-codes';

/** Every date rule counts in this zone (docs/product/benefits-and-simulation.md §9). */
export const MADRID_TIME_ZONE = 'Europe/Madrid';

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface YearMonth {
  year: number;
  month: number;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Madrid calendar date of an ISO string: `YYYY-MM-DD` is taken as a Madrid date as is; an
 * instant (`2026-03-31T22:30:00Z`) is converted (that one is 1 April in Madrid).
 */
export function toMadridDate(iso: string): CalendarDate {
  const plain = isoDatePattern.exec(iso);
  if (plain) {
    const date = { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)) return date;
  } else {
    const instant = new TZDate(iso, MADRID_TIME_ZONE);
    if (!Number.isNaN(instant.getTime())) return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  }
  throw new DomainError(errorCodes.VALIDATION, `Fecha no válida: ${iso}`, { value: iso });
}

export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
