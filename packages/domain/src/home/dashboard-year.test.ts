import { describe, expect, it } from 'vitest';
import { dashboardYears, defaultDashboardYear, pickDashboardYear } from './dashboard-year';

describe('dashboard years', () => {
  it('opens on the plan year, the one the header’s savings are for', () => {
    expect(defaultDashboardYear(2027)).toBe(2027);
    expect(defaultDashboardYear(2026)).toBe(2026);
  });

  it('offers one year most of the time, two once the plan year is the next one', () => {
    expect(dashboardYears('2026-03-10', 2026)).toEqual([2026]);
    expect(dashboardYears('2026-11-23', 2027)).toEqual([2026, 2027]);
  });

  it('takes the year asked for only when offered, else the plan year', () => {
    expect(pickDashboardYear('2027', '2026-11-23', 2027)).toBe(2027);
    expect(pickDashboardYear('2026', '2026-11-23', 2027)).toBe(2026);
    expect(pickDashboardYear('2025', '2026-11-23', 2027)).toBe(2027);
    expect(pickDashboardYear(null, '2026-11-23', 2027)).toBe(2027);
    expect(pickDashboardYear('abc', '2026-03-10', 2026)).toBe(2026);
  });
});
