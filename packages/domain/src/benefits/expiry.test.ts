import { describe, expect, it } from 'vitest';
import { contractExpiry, isExpiringSoon } from './expiry';

const contract = { year: 2026, items: [{ month: 6 }, { month: 5 }, { month: 7 }] };

describe('contractExpiry (docs/product/benefits-and-simulation.md §4)', () => {
  it('counts days to the cut-off date of the month before the earliest item', () => {
    expect(contractExpiry(contract, '2026-04-01', 20)).toEqual({ cutOffDate: '2026-04-20', daysLeft: 19, isExpired: false });
  });

  it('the day before the cut-off has 1 day left', () => {
    expect(contractExpiry(contract, '2026-04-19', 20)).toMatchObject({ daysLeft: 1, isExpired: false });
  });

  it('on the cut-off day itself it is too late', () => {
    expect(contractExpiry(contract, '2026-04-20', 20)).toMatchObject({ daysLeft: 0, isExpired: true });
  });

  it('after the cut-off the days are negative', () => {
    expect(contractExpiry(contract, '2026-04-23', 20)).toMatchObject({ daysLeft: -3, isExpired: true });
  });

  it('uses December of the year before for a January item', () => {
    const january = { year: 2027, items: [{ month: 1 }] };
    expect(contractExpiry(january, '2026-12-19', 20)).toEqual({ cutOffDate: '2026-12-20', daysLeft: 1, isExpired: false });
    expect(contractExpiry(january, '2026-12-20', 20)?.isExpired).toBe(true);
  });

  it('uses the default day 1', () => {
    expect(contractExpiry({ year: 2026, items: [{ month: 3 }] }, '2026-01-31', 1)).toMatchObject({ cutOffDate: '2026-02-01', daysLeft: 1 });
  });

  it('is null without items', () => {
    expect(contractExpiry({ year: 2026, items: [] }, '2026-01-01', 1)).toBeNull();
  });
});

describe('isExpiringSoon (docs/product/employee-portal.md §4)', () => {
  it('is raised when today + alertDays is after the benefit end date', () => {
    expect(isExpiringSoon('2026-12-31', '2026-12-01', 30)).toBe(false);
    expect(isExpiringSoon('2026-12-31', '2026-12-02', 30)).toBe(true);
    expect(isExpiringSoon('2026-12-31', '2026-12-31', 0)).toBe(false);
    expect(isExpiringSoon('2026-12-31', '2027-01-01', 0)).toBe(true);
  });
});
