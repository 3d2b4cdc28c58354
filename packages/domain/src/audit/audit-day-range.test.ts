import { describe, expect, it } from 'vitest';
import { isCalendarDay, madridDayRange } from './audit-day-range';

describe('madridDayRange', () => {
  it('covers whole Madrid days: winter is UTC+1, summer UTC+2', () => {
    expect(madridDayRange('2026-01-15', '2026-01-15')).toEqual({ start: new Date('2026-01-14T23:00:00Z'), end: new Date('2026-01-15T23:00:00Z') });
    expect(madridDayRange('2026-07-01', '2026-07-31')).toEqual({ start: new Date('2026-06-30T22:00:00Z'), end: new Date('2026-07-31T22:00:00Z') });
  });

  it('leaves an open side open', () => {
    expect(madridDayRange(undefined, undefined)).toEqual({ start: undefined, end: undefined });
  });
});

describe('isCalendarDay', () => {
  it('refuses days the calendar does not have', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });
});
