import { describe, expect, it } from 'vitest';
import { socialSecurityCost, totalCompensation } from './compensation';

describe('compensation (spec part 1 §9)', () => {
  it('costs 30 % of fixed plus variable salary', () => {
    expect(socialSecurityCost(3_000_000, 500_000)).toBe(1_050_000); // 35 000 € × 30 % = 10 500 €
  });

  it('caps the base at 50 000 €, exactly at the cap and above it', () => {
    expect(socialSecurityCost(5_000_000, 0)).toBe(1_500_000);
    expect(socialSecurityCost(4_200_000, 800_001)).toBe(1_500_000);
    expect(socialSecurityCost(9_000_000, 2_000_000)).toBe(1_500_000);
  });

  it('rounds to the cent, half up', () => {
    expect(socialSecurityCost(5, 0)).toBe(2); // 1.5 cents → 2
    expect(socialSecurityCost(1, 0)).toBe(0); // 0.3 cents → 0
  });

  it('totals salaries, benefits and the social security cost when shown', () => {
    const shown = totalCompensation({
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      benefits: [
        { product: 'food', value: 180_000 },
        { product: 'gym', value: 0 },
      ],
      showSocialSecurity: true,
    });
    expect(shown).toEqual({
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      benefits: [{ product: 'food', value: 180_000 }],
      benefitsTotal: 180_000,
      socialSecurityCost: 1_350_000,
      total: 6_030_000,
    });
    const hidden = totalCompensation({ fixedSalary: 4_200_000, variableSalary: null, benefits: [], showSocialSecurity: false });
    expect(hidden).toMatchObject({ socialSecurityCost: null, total: 4_200_000 });
  });
});
