import { describe, expect, it } from 'vitest';
import { familySituation, taxBenefitsOf, toTaxProfile, type CalculatorItem, type EmployeeFacts } from './employee-tax-profile';
import { planSavings, type PlanSavingsInput, type SavingsFamilyMember } from './plan-savings';
import { taxYears } from './tax-years';

const single: EmployeeFacts = {
  year: 2026,
  fixedSalary: 4_500_000,
  variableSalary: null,
  paymentCount: 12,
  birthday: '1990-05-01',
  disability: 0,
  maritalStatus: 'single',
  spouseEarnsOver1500: null,
  contractType: 'indefinite',
  childrenLiveWithEmployee: null,
  family: [],
};
const laura: EmployeeFacts = {
  ...single,
  fixedSalary: 4_200_000,
  variableSalary: 300_000,
  paymentCount: 14,
  birthday: '1988-04-12',
  maritalStatus: 'married',
  family: [
    { relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
    { relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
    { relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
  ],
};
// docs/product/tax-rules.md §4, last two rows: 4,420 € exempt (health 500, meals 2,420, transport 1,500) save 1,636.50 €.
const monthly = (category: CalculatorItem['category'], prices: readonly number[], extra: Partial<CalculatorItem> = {}): CalculatorItem[] =>
  prices.map((sacrificed, i) => ({ category, familyId: null, month: i + 1, sacrificed, ...extra }));
const workedCaseItems = [
  ...monthly('health-insurance', Array(10).fill(5_000)),
  ...monthly('food', [...Array(11).fill(20_000), 22_000], { workingDaysPerMonth: 20 }),
  ...monthly('transport', Array(12).fill(12_500)),
];
const noFamily: SavingsFamilyMember[] = [];
const taxYear = taxYears[2026]!;
const savingsOf = (over: Partial<PlanSavingsInput>) =>
  planSavings({ facts: single, items: [], family: noFamily, privateUsePercent: 100, flexibleAvailable: 0, taxYear, ...over });

describe('the employee as the tax engine sees them', () => {
  it("reads form 145's family situation from the profile", () => {
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
      // Each insured person with their own premium of the year, for their own limit.
      {
        category: 'health-insurance',
        annualAmount: 18_720,
        insured: [
          { disability: 0, annualPremium: 8_320 },
          { disability: 40, annualPremium: 10_400 },
        ],
      },
      // Three months of the year's 220 working days (meal-exemption.ts), not 3 × 20.
      { category: 'food', annualAmount: 45_000, workingDays: 55 },
    ]);
  });
});

describe('saved and possible savings', () => {
  it('saves what the worked case says for the contracted benefits', () => {
    const result = savingsOf({ items: workedCaseItems })!;
    expect(result.saved).toBe(163_650);
    expect(result.possible).toBe(0);
    expect(result.isLimitReached).toBe(true);
  });

  it('finds the same saving as possible when the bag could still buy those exempt products', () => {
    const result = savingsOf({ flexibleAvailable: 442_000 })!;
    expect(result.saved).toBe(0);
    expect(result.possible).toBe(163_650);
    expect(result.possibleExtras).toEqual([
      { category: 'food', amount: 242_000 },
      { category: 'transport', amount: 150_000 },
      { category: 'health-insurance', amount: 50_000 },
    ]);
    expect(result.isLimitReached).toBe(false);
  });

  it('adds nothing possible beyond the exempt limits without a child under 3', () => {
    expect(savingsOf({ flexibleAvailable: 2_000_000 })!.possible).toBe(163_650);
    const toddler = [{ id: 5, relationship: 'child', birthday: '2025-03-01', disability: 0, active: true }];
    expect(savingsOf({ flexibleAvailable: 2_000_000, family: toddler })!.possible).toBeGreaterThan(163_650);
  });

  it('is unavailable without a fixed salary', () => {
    expect(savingsOf({ facts: { ...single, fixedSalary: null }, flexibleAvailable: 100 })).toBeNull();
  });
});

describe('you can still save (docs/decisions/275-you-can-still-save.md)', () => {
  const laura2027 = { ...laura, year: 2027 };
  const lauraFamily: SavingsFamilyMember[] = [
    { id: 11, relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
    { id: 12, relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
    { id: 13, relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
  ];
  const lauraSavings = (over: Partial<PlanSavingsInput>) => savingsOf({ facts: laura2027, family: lauraFamily, ...over });

  it('includes kindergarten for Hugo, under 3 from January to September 2027', () => {
    const result = lauraSavings({ flexibleAvailable: 1_260_000 })!;
    const kindergarten = result.possibleExtras.find((e) => e.category === 'kindergarten');
    // 12 600 € less meals 2 420, transport 1 500 and health 4 × 500.
    expect(kindergarten).toEqual({ category: 'kindergarten', amount: 1_260_000 - 242_000 - 150_000 - 200_000 });
    expect(result.possible).toBeGreaterThan(lauraSavings({ flexibleAvailable: 1_260_000, openMonths: [10, 11, 12] })!.possible);
    // From October Hugo is 3: kindergarten is out of what the bag can buy.
    expect(lauraSavings({ flexibleAvailable: 1_260_000, openMonths: [10, 11, 12] })!.possibleExtras.map((e) => e.category)).not.toContain('kindergarten');
  });

  it('is not 0 after checkout with 628 € left in the bag and two members uninsured', () => {
    const items = [
      // Health for laura and Javier (59 € each a month: over their 500 €), meals 12 × 220 €, transport 1 500 €.
      ...[null, 11].flatMap((familyId) => monthly('health-insurance', Array(12).fill(5_900), { familyId })),
      ...monthly('food', Array(12).fill(22_000), { workingDaysPerMonth: 20 }),
      ...monthly('transport', Array(12).fill(12_500)),
    ];
    const result = lauraSavings({ items, flexibleAvailable: 62_800, offeredCategories: ['food', 'transport', 'health-insurance'] })!;
    // Lucía and Hugo may take 500 € each: the 628 € left buys 628 € of exempt health.
    expect(result.possibleExtras).toEqual([{ category: 'health-insurance', amount: 62_800 }]);
    expect(result.possible).toBeGreaterThan(0);
  });

  it('offers only what the employee may contract, and nothing once no month is open', () => {
    const onlyTransport = lauraSavings({ flexibleAvailable: 1_260_000, offeredCategories: ['transport'] })!;
    expect(onlyTransport.possibleExtras).toEqual([{ category: 'transport', amount: 150_000 }]);
    expect(lauraSavings({ flexibleAvailable: 1_260_000, openMonths: [] })!.possible).toBe(0);
  });

  it("counts the meal card's room from its yearly exemption: a full card has none left", () => {
    const items = monthly('food', Array(12).fill(22_000), { workingDaysPerMonth: 20 });
    const result = lauraSavings({ items, flexibleAvailable: 100_000, offeredCategories: ['food'] })!;
    expect(result.possibleExtras).toEqual([]);
    expect(result.possible).toBe(0);
  });
});
