import type { Benefit } from './benefit';
import { addMonths, daysInMonth, formatIsoDate, toMadridDate, type CalendarDate, type YearMonth } from '../dates/madrid-calendar';

/** The company cut-off day when none is set (docs/product/benefits-and-simulation.md §9). */
export const DEFAULT_CUT_OFF_DAY = 1;

/** The cut-off day that applies: the benefit's own, else the company's, else day 1. */
export function cutOffDayFor(benefit: Pick<Benefit, 'cutOffDay'>, companyCutOffDay?: number | null): number {
  for (const day of [benefit.cutOffDay, companyCutOffDay]) {
    if (typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 31) return day;
  }
  return DEFAULT_CUT_OFF_DAY;
}

/** The cut-off DATE in a month; a day past the month's end falls on its last day (31 → 28 Feb). */
export function cutOffDate(ym: YearMonth, cutOffDay: number): CalendarDate {
  return { year: ym.year, month: ym.month, day: Math.min(cutOffDay, daysInMonth(ym.year, ym.month)) };
}

/** The deadline to start in `ym`, for texts: the cut-off date of the month before. */
export function cutOffDateForStart(ym: YearMonth, cutOffDay: number): string {
  return formatIsoDate(cutOffDate(addMonths(ym, -1), cutOffDay));
}

/**
 * The first month a contract signed today can start (docs/product/cart-and-contracts.md §4): next month when today is
 * before this month's cut-off date, else the month after next. On the cut-off day itself it is
 * already too late for next month.
 */
export function firstStartMonth(today: string, cutOffDay: number): YearMonth {
  const date = toMadridDate(today);
  const beforeCutOff = date.day < cutOffDate(date, cutOffDay).day;
  return addMonths(date, beforeCutOff ? 1 : 2);
}

/**
 * The months of a plan year a contract signed today may still start in, whatever the benefit
 * (`firstStartMonth` onwards): all twelve for a later year, none for a past one.
 */
export function openMonthsOfYear(year: number, today: string, cutOffDay: number): number[] {
  const first = firstStartMonth(today, cutOffDay);
  if (year < first.year) return [];
  const from = year > first.year ? 1 : first.month;
  return Array.from({ length: 13 - from }, (_, i) => from + i);
}

export interface StartMonthRange {
  /** null when no month of `year` can be contracted. */
  startMonth: number | null;
  endMonth: number | null;
  /** The months an item may use: from start to end, those `monthsAvailability` allows. */
  months: number[];
}

export interface StartMonthOptions {
  year: number;
  today: string;
  companyCutOffDay?: number | null;
}

/**
 * The months of `year` a benefit may still be contracted for (docs/product/benefits-and-simulation.md §4): from the later of
 * the benefit's start month and `firstStartMonth`, to December or the benefit's end month when it
 * ends earlier; only months `monthsAvailability` allows.
 */
export function startMonthRange(
  benefit: Pick<Benefit, 'startDate' | 'endDate' | 'monthsAvailability' | 'cutOffDay'>,
  options: StartMonthOptions,
): StartMonthRange {
  const earliest = firstStartMonth(options.today, cutOffDayFor(benefit, options.companyCutOffDay));
  const starts = toMadridDate(benefit.startDate);
  const ends = toMadridDate(benefit.endDate);
  const { year } = options;
  const none: StartMonthRange = { startMonth: null, endMonth: null, months: [] };
  if (earliest.year > year || starts.year > year || ends.year < year) return none;
  const startMonth = Math.max(earliest.year < year ? 1 : earliest.month, starts.year < year ? 1 : starts.month);
  const endMonth = ends.year > year ? 12 : ends.month;
  if (startMonth > endMonth) return none;
  const months: number[] = [];
  for (let month = startMonth; month <= endMonth; month++) {
    if (benefit.monthsAvailability[month - 1] === true) months.push(month);
  }
  return { startMonth, endMonth, months };
}
