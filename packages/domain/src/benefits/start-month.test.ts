import { describe, expect, it } from 'vitest';
import { testBenefit } from '../bags/test-fixtures';
import { cutOffDate, cutOffDateForStart, cutOffDayFor, firstStartMonth, openMonthsOfYear, startMonthRange } from './start-month';
import { addMonths, daysBetween, toMadridDate } from '../dates/madrid-calendar';

describe('toMadridDate', () => {
  it('takes a plain date as a Madrid date', () => {
    expect(toMadridDate('2026-03-19')).toEqual({ year: 2026, month: 3, day: 19 });
  });

  it('converts an instant to Madrid (late UTC evening is the next day)', () => {
    expect(toMadridDate('2026-03-19T23:30:00Z')).toEqual({ year: 2026, month: 3, day: 20 });
    expect(toMadridDate('2026-07-31T21:59:00Z')).toEqual({ year: 2026, month: 7, day: 31 });
    expect(toMadridDate('2026-07-31T22:00:00Z')).toEqual({ year: 2026, month: 8, day: 1 });
  });

  it('refuses a date that does not exist', () => {
    expect(() => toMadridDate('2026-02-30')).toThrow();
    expect(() => toMadridDate('not a date')).toThrow();
  });
});

describe('calendar arithmetic', () => {
  it('adds months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 });
  });

  it('counts days across a DST change', () => {
    expect(daysBetween({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 30 })).toBe(2);
  });
});

describe('cut-off day and date', () => {
  it("is the benefit's own, else the company's, else day 1", () => {
    expect(cutOffDayFor({ cutOffDay: 10 }, 20)).toBe(10);
    expect(cutOffDayFor({ cutOffDay: null }, 20)).toBe(20);
    expect(cutOffDayFor({ cutOffDay: null }, null)).toBe(1);
    expect(cutOffDayFor({ cutOffDay: null })).toBe(1);
    expect(cutOffDayFor({ cutOffDay: 0 }, 40)).toBe(1);
  });

  it('falls on the last day of a short month', () => {
    expect(cutOffDate({ year: 2026, month: 2 }, 31)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(cutOffDate({ year: 2028, month: 2 }, 30)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('gives the deadline to start in a month, for texts', () => {
    expect(cutOffDateForStart({ year: 2026, month: 5 }, 20)).toBe('2026-04-20');
    expect(cutOffDateForStart({ year: 2027, month: 1 }, 20)).toBe('2026-12-20');
  });
});

describe('firstStartMonth (docs/product/benefits-and-simulation.md §4)', () => {
  it('is next month the day before the cut-off', () => {
    expect(firstStartMonth('2026-03-19', 20)).toEqual({ year: 2026, month: 4 });
  });

  it('is the month after next on the cut-off day itself', () => {
    expect(firstStartMonth('2026-03-20', 20)).toEqual({ year: 2026, month: 5 });
    expect(firstStartMonth('2026-03-19T23:30:00Z', 20)).toEqual({ year: 2026, month: 5 });
  });

  it('with the default day 1 is always the month after next', () => {
    expect(firstStartMonth('2026-03-01', 1)).toEqual({ year: 2026, month: 5 });
    expect(firstStartMonth('2026-03-31', 1)).toEqual({ year: 2026, month: 5 });
  });

  it('crosses into next year in December', () => {
    expect(firstStartMonth('2026-12-19', 20)).toEqual({ year: 2027, month: 1 });
    expect(firstStartMonth('2026-12-20', 20)).toEqual({ year: 2027, month: 2 });
    expect(firstStartMonth('2026-11-20', 20)).toEqual({ year: 2027, month: 1 });
  });

  it('uses the last day of a short month as its cut-off', () => {
    expect(firstStartMonth('2026-02-27', 31)).toEqual({ year: 2026, month: 3 });
    expect(firstStartMonth('2026-02-28', 31)).toEqual({ year: 2026, month: 4 });
  });
});

describe('startMonthRange', () => {
  const benefit = testBenefit({ cutOffDay: 20 });

  it('starts at the first open month and ends in December', () => {
    expect(startMonthRange(benefit, { year: 2026, today: '2026-03-19' })).toEqual({ startMonth: 4, endMonth: 12, months: [4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(startMonthRange(benefit, { year: 2026, today: '2026-03-20' }).startMonth).toBe(5);
  });

  it("starts at the benefit's start month when later, and ends at its end month when earlier", () => {
    const summer = testBenefit({ startDate: '2026-07-01', endDate: '2026-10-15' });
    expect(startMonthRange(summer, { year: 2026, today: '2026-03-19' })).toEqual({ startMonth: 7, endMonth: 10, months: [7, 8, 9, 10] });
  });

  it('keeps only the months monthsAvailability allows', () => {
    const noAugust = testBenefit({ monthsAvailability: Array.from({ length: 12 }, (_, i) => i !== 7) });
    expect(startMonthRange(noAugust, { year: 2026, today: '2026-05-10' }).months).toEqual([7, 9, 10, 11, 12]);
  });

  it('treats a missing flag as not available', () => {
    expect(startMonthRange(testBenefit({ monthsAvailability: [true, true] }), { year: 2026, today: '2025-12-01' }).months).toEqual([2]);
  });

  it('has no month left in December for this year, and opens next year', () => {
    const allYears = testBenefit({ startDate: '2026-01-01', endDate: '2027-12-31', cutOffDay: 20 });
    expect(startMonthRange(allYears, { year: 2026, today: '2026-12-10' })).toEqual({ startMonth: null, endMonth: null, months: [] });
    expect(startMonthRange(allYears, { year: 2027, today: '2026-12-10' }).startMonth).toBe(1);
    expect(startMonthRange(allYears, { year: 2027, today: '2026-12-20' }).startMonth).toBe(2);
  });

  it('uses the company cut-off day when the benefit has none', () => {
    const company = testBenefit({ cutOffDay: null });
    expect(startMonthRange(company, { year: 2026, today: '2026-03-15', companyCutOffDay: 20 }).startMonth).toBe(4);
    expect(startMonthRange(company, { year: 2026, today: '2026-03-15' }).startMonth).toBe(5);
  });

  it('has no months for a benefit that ended or has not started in that year', () => {
    expect(startMonthRange(testBenefit({ startDate: '2025-01-01', endDate: '2025-12-31' }), { year: 2026, today: '2025-11-01' }).months).toEqual([]);
    expect(startMonthRange(testBenefit({ startDate: '2027-01-01', endDate: '2027-12-31' }), { year: 2026, today: '2025-11-01' }).months).toEqual([]);
    expect(startMonthRange(testBenefit({ endDate: '2026-04-30' }), { year: 2026, today: '2026-03-20', companyCutOffDay: 20 }).months).toEqual([]);
  });

  it('opens the whole year when planning a future year early', () => {
    const nextYear = testBenefit({ startDate: '2025-06-01', endDate: '2030-12-31' });
    expect(startMonthRange(nextYear, { year: 2027, today: '2026-06-01' }).months).toHaveLength(12);
  });
});

describe('openMonthsOfYear', () => {
  it('opens the whole next plan year, the rest of this one, and nothing of a past year', () => {
    expect(openMonthsOfYear(2027, '2026-11-23', 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(openMonthsOfYear(2026, '2026-11-19', 20)).toEqual([12]);
    expect(openMonthsOfYear(2026, '2026-11-23', 20)).toEqual([]);
    expect(openMonthsOfYear(2025, '2026-03-01', 20)).toEqual([]);
  });
});
