import { describe, expect, it } from 'vitest';
import { dashboardYears, defaultDashboardYear, pickDashboardYear } from './dashboard-year';

const contracted2026 = { year: 2026, status: 'contracted' } as const;

describe('dashboard years', () => {
  it('opens on this calendar year while nothing is in progress in the plan year', () => {
    expect(defaultDashboardYear('2026-11-23', 2027, [])).toBe(2026);
    expect(defaultDashboardYear('2026-11-23', 2027, [contracted2026, { year: 2027, status: 'cancelled' }])).toBe(2026);
  });

  it('opens on the plan year once it has a cart item, a pending or a contracted contract (issue 13, finding 9)', () => {
    for (const status of ['cart', 'pending', 'contracted'] as const) {
      expect(defaultDashboardYear('2026-11-23', 2027, [contracted2026, { year: 2027, status }])).toBe(2027);
    }
  });

  it('offers one year most of the time, two once the plan year is the next one', () => {
    expect(dashboardYears('2026-03-10', 2026)).toEqual([2026]);
    expect(dashboardYears('2026-11-23', 2027)).toEqual([2026, 2027]);
  });

  it('takes the year asked for only when offered', () => {
    const signed2027 = [{ year: 2027, status: 'pending' }] as const;
    expect(pickDashboardYear('2027', '2026-11-23', 2027, [])).toBe(2027);
    expect(pickDashboardYear('2026', '2026-11-23', 2027, signed2027)).toBe(2026);
    expect(pickDashboardYear('2025', '2026-11-23', 2027, [])).toBe(2026);
    expect(pickDashboardYear(null, '2026-11-23', 2027, signed2027)).toBe(2027);
    expect(pickDashboardYear('abc', '2026-03-10', 2026, [])).toBe(2026);
  });
});
