import { describe, expect, it } from 'vitest';
import { businessClockFrom } from './business-clock';
import { formatIsoDate, toMadridDate } from './madrid-calendar';

describe('businessClockFrom', () => {
  it('reads the Madrid date, not UTC: 23:30 UTC on 31 December is already New Year in Madrid', () => {
    const clock = businessClockFrom(() => new Date('2026-12-31T23:30:00Z'));
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.planYear()).toBe(2027);
  });

  it('keeps the day in summer time until 22:00 UTC', () => {
    const clock = businessClockFrom(() => new Date('2026-07-14T21:59:00Z'));
    expect(clock.today()).toBe('2026-07-14');
  });

  it("gives the zone conversion's date at every minute around midnights and the changes of time, as its clock moves", () => {
    let instant = 0;
    const clock = businessClockFrom(() => new Date(instant));
    // Summer time starts and ends, and a year ends, inside these three-day windows (UTC).
    for (const start of ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2026-12-30T12:00:00Z']) {
      for (let minute = 0; minute < 3 * 1440; minute += 1) {
        instant = Date.parse(start) + minute * 60_000;
        const expected = toMadridDate(new Date(instant).toISOString());
        expect(clock.today(), new Date(instant).toISOString()).toBe(formatIsoDate(expected));
        expect(clock.planYear()).toBe(expected.year);
      }
    }
  });

  it('follows a clock that goes back as well as forward', () => {
    let instant = Date.parse('2027-01-01T00:30:00Z');
    const clock = businessClockFrom(() => new Date(instant));
    expect(clock.today()).toBe('2027-01-01');
    instant = Date.parse('2026-12-31T22:30:00Z');
    expect(clock.today()).toBe('2026-12-31');
  });
});
