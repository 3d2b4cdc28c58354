import { describe, expect, it } from 'vitest';
import { businessClockFrom } from './business-clock';

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
});
