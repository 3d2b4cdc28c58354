import { describe, expect, it } from 'vitest';
import { ageInYears } from './age';

describe('ageInYears', () => {
  it('counts whole years from the birthday', () => {
    expect(ageInYears('2023-05-15', '2026-05-14')).toBe(2);
    expect(ageInYears('2023-05-15', '2026-05-15')).toBe(3);
    expect(ageInYears('2023-05-15', '2026-12-31')).toBe(3);
    expect(ageInYears('1990-01-01', '2026-01-01')).toBe(36);
  });

  it('is negative before birth', () => {
    expect(ageInYears('2026-06-01', '2026-05-31')).toBe(-1);
    expect(ageInYears('2026-06-01', '2026-06-01')).toBe(0);
  });

  it('has a 29 February birthday on 1 March in other years', () => {
    expect(ageInYears('2024-02-29', '2027-02-28')).toBe(2);
    expect(ageInYears('2024-02-29', '2027-03-01')).toBe(3);
  });
});
