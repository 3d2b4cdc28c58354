import { describe, expect, it } from 'vitest';
import { familySituation, taxBenefitsOf, toTaxProfile, type EmployeeFacts } from './employee-tax-profile';
import { planSavings } from './plan-savings';
import { taxYears } from './tax-years';

const single: EmployeeFacts = {
  year: 2026, fixedSalary: 4_500_000, variableSalary: null, paymentCount: 12, birthday: '1990-05-01', disability: 0,
  maritalStatus: 'single', spouseEarnsOver1500: null, contractType: 'indefinite', childrenLiveWithEmployee: null, family: [],
};
const laura: EmployeeFacts = {
  ...single, fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14, birthday: '1988-04-12', maritalStatus: 'married',
  family: [
    { relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
    { relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
    { relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
  ],
};
// ES-2026.md §4, last two rows: 4,420 € exempt (health 500, meals 2,420, transport 1,500) save 1,636.50 €.
const workedCaseBenefits = [
  { category: 'health-insurance' as const, annualAmount: 50_000, insured: [{ disability: 0 }] },
  { category: 'food' as const, annualAmount: 242_000, workingDays: 220 },
  { category: 'transport' as const, annualAmount: 150_000 },
];

describe('the employee as the tax engine sees them', () => {
  it('reads form 145\'s family situation from the profile', () => {
    expect(familySituation(single, false)).toBe(3);
    expect(familySituation({ ...single, maritalStatus: 'divorced' }, true)).toBe(1);
    expect(familySituation({ ...laura, spouseEarnsOver1500: false }, true)).toBe(2);
    // Unknown spouse income counts as over 1 500 €: the saving is never overstated.
    expect(familySituation(laura, true)).toBe(3);
  });

  it('is unavailable without a fixed salary', () => {
    expect(toTaxProfile({ ...single, fixedSalary: null }, [])).toBeNull();
  });

  it('maps laura: salary plus variable, 14 payments, two children shared with her spouse', () => {
    const profile = toTaxProfile(laura, [])!;
    expect(profile).toMatchObject({ grossAnnual: 4_500_000, paymentCount: 14, birthYear: 1988, familySituation: 3, contract: 'indefinite' });
    expect(profile.descendants).toEqual([
      { birthYear: 2019, wholeCount: false, disability: 0, reducedMobility: false },
      { birthYear: 2024, wholeCount: false, disability: 0, reducedMobility: false },
    ]);
  });

  it('groups contract items into one benefit per category with its facts', () => {
    const items = [
      ...[1, 2].map((month) => ({ category: 'health-insurance' as const, familyId: null, month, sacrificed: 4_160 })),
      ...[1, 2].map((month) => ({ category: 'health-insurance' as const, familyId: 7, month, sacrificed: 5_200 })),
      ...[1, 2, 3].map((month) => ({ category: 'food' as const, familyId: null, month, sacrificed: 15_000, workingDaysPerMonth: 20 })),
    ];
    expect(taxBenefitsOf(items, new Map([[7, 40]]), 0)).toEqual([
      { category: 'health-insurance', annualAmount: 18_720, insured: [{ disability: 0 }, { disability: 40 }] },
      { category: 'food', annualAmount: 45_000, workingDays: 60 },
    ]);
  });
});

describe('saved and possible savings', () => {
  const taxYear = taxYears[2026]!;

  it('saves what the worked case says for the contracted benefits', () => {
    const result = planSavings({ facts: single, benefits: workedCaseBenefits, flexibleAvailable: 0, insurablePeople: 1, hasChildUnder3: false, taxYear })!;
    expect(result.saved).toBe(163_650);
    expect(result.possible).toBe(0);
    expect(result.isLimitReached).toBe(true);
  });

  it('finds the same saving as possible when the bag could still buy those exempt products', () => {
    const result = planSavings({ facts: single, benefits: [], flexibleAvailable: 442_000, insurablePeople: 1, hasChildUnder3: false, taxYear })!;
    expect(result.saved).toBe(0);
    expect(result.possible).toBe(163_650);
    expect(result.isLimitReached).toBe(false);
  });

  it('adds nothing possible beyond the exempt limits without a child under 3', () => {
    const capped = planSavings({ facts: single, benefits: [], flexibleAvailable: 2_000_000, insurablePeople: 1, hasChildUnder3: false, taxYear })!;
    expect(capped.possible).toBe(163_650);
    const withToddler = planSavings({ facts: single, benefits: [], flexibleAvailable: 2_000_000, insurablePeople: 1, hasChildUnder3: true, taxYear })!;
    expect(withToddler.possible).toBeGreaterThan(capped.possible);
  });

  it('is unavailable without a fixed salary', () => {
    expect(planSavings({ facts: { ...single, fixedSalary: null }, benefits: [], flexibleAvailable: 100, insurablePeople: 1, hasChildUnder3: false, taxYear })).toBeNull();
  });
});
