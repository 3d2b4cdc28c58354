import { describe, expect, it } from 'vitest';
import { compensationBenefits, compensationYears, socialSecurityCost, totalCompensation } from './compensation';

const item = (month: number, price: number, contributedPrice = 0) => ({ month, price, contributedPrice });
const contract = (over: {
  year?: number;
  category?: string;
  status?: 'cart' | 'pending' | 'contracted' | 'cancelled';
  signed?: boolean;
  items: ReturnType<typeof item>[];
}) => ({
  year: 2026,
  category: 'food',
  status: 'contracted' as const,
  signed: true,
  ...over,
});

describe('compensation (docs/product/employee-portal.md §9)', () => {
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

  // The flexible benefits are paid out of the gross pay, not on top of it (docs/decisions/062-compensation-splits-gross-pay.md):
  // 42 000 + 3 000 + meal 1 800 + transport 546 + social security 13 500 used to total 60 846 €.
  it('counts the flexible benefits as a split of the gross pay, not an addition to it', () => {
    const compensation = totalCompensation({
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      benefits: [
        { product: 'food', value: 180_000, companyContribution: 0 },
        { product: 'transport', value: 54_600, companyContribution: 0 },
        { product: 'gym', value: 0, companyContribution: 0 },
      ],
      showSocialSecurity: true,
    });
    expect(compensation).toEqual({
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      benefits: [
        { product: 'food', value: 180_000, companyContribution: 0 },
        { product: 'transport', value: 54_600, companyContribution: 0 },
      ],
      benefitsTotal: 234_600,
      benefitsFromSalary: 234_600,
      companyContributions: 0,
      cashSalary: 4_265_400, // 45 000 − 2 346
      socialSecurityCost: 1_350_000,
      total: 5_850_000, // 42 000 + 3 000 + 13 500: the 2 346 € are inside the 45 000 €
    });
  });

  it('adds only what the company pays on top: its contribution to a benefit', () => {
    const compensation = totalCompensation({
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      benefits: [{ product: 'health-insurance', value: 166_800, companyContribution: 12_480 }],
      showSocialSecurity: false,
    });
    expect(compensation).toMatchObject({
      benefitsTotal: 166_800,
      benefitsFromSalary: 154_320,
      companyContributions: 12_480,
      cashSalary: 4_345_680,
      socialSecurityCost: null,
    });
    expect(compensation.total).toBe(4_512_480); // 45 000 + the company's 124,80
    expect(compensation.cashSalary + compensation.benefitsTotal).toBe(compensation.total);
  });

  it('never pays more out of the salary than the salary', () => {
    const compensation = totalCompensation({
      fixedSalary: null,
      variableSalary: null,
      benefits: [{ product: 'food', value: 10_000, companyContribution: 0 }],
      showSocialSecurity: true,
    });
    expect(compensation).toMatchObject({ cashSalary: 0, benefitsFromSalary: 10_000, total: 10_000 });
  });
});

describe('compensationBenefits', () => {
  it('values only the signed contracts in force of the year, by product', () => {
    const benefits = compensationBenefits(
      [
        contract({ items: [item(1, 11_000), item(2, 11_000)] }),
        contract({ category: 'health-insurance', items: [item(1, 13_900, 1_040)] }),
        contract({ category: 'transport', signed: false, items: [item(1, 5_000)] }), // pending signature
        contract({ category: 'gym', status: 'pending', items: [item(1, 3_990)] }),
        contract({ category: 'kindergarten', status: 'cancelled', items: [item(1, 20_000)] }),
        contract({ year: 2025, items: [item(1, 9_000)] }),
        contract({ items: [item(3, 11_000)] }),
      ],
      2026,
    );
    expect(benefits).toEqual([
      { product: 'food', value: 33_000, companyContribution: 0 },
      { product: 'health-insurance', value: 13_900, companyContribution: 1_040 },
    ]);
  });
});

describe('compensationYears', () => {
  it('offers the plan year and every year with a contract in force, oldest first', () => {
    const contracts = [contract({ year: 2025, items: [] }), contract({ year: 2026, items: [] }), contract({ year: 2024, signed: false, items: [] })];
    expect(compensationYears(2027, contracts)).toEqual([2025, 2026, 2027]);
    expect(compensationYears(2026, [])).toEqual([2026]);
  });
});
