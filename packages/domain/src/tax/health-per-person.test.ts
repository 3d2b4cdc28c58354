import { describe, expect, it } from 'vitest';
import { testFacts } from '../payslip/test-payslip-input';
import type { CalculatorItem } from './employee-tax-profile';
import { taxBenefitsOf, toTaxProfile } from './employee-tax-profile';
import { planSavings } from './plan-savings';
import { simulate } from './simulate';
import { taxYear2026 } from './years/2026';

/** A year of one person's premium: `monthly` cents, of which the company pays `contribution`. */
const premium = (familyId: number | null, monthly: number, contribution = 0): CalculatorItem[] =>
  Array.from({ length: 12 }, (_, i) => ({ category: 'health-insurance', familyId, month: i + 1, sacrificed: monthly - contribution, contribution }));

const SPOUSE = 11;
const CHILD = 12;
const TODDLER = 13;
const disabilities = new Map([
  [SPOUSE, 0],
  [CHILD, 0],
  [TODDLER, 0],
]);
const family = [
  { relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
  { relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
  { relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
];
const facts = testFacts({ year: 2027, maritalStatus: 'married', family });
const healthOf = (items: CalculatorItem[], employeeDisability = 0) => {
  const benefits = taxBenefitsOf(items, disabilities, 100, employeeDisability);
  return simulate(toTaxProfile(facts, benefits)!, taxYear2026).benefits.find((b) => b.category === 'health-insurance')!;
};

describe('health insurance is exempt person by person (art. 42.3.c LIRPF, docs/product/tax-rules.md §3)', () => {
  it("taxes the spouse's 124 € over their own 500 € though the children's premiums are under theirs", () => {
    // 400 + 624 + 300 + 300 = 1 624 € against 4 × 500 €: pooled, nothing would be taxable.
    const items = [...premium(null, 3_333), ...premium(SPOUSE, 5_200), ...premium(CHILD, 2_500), ...premium(TODDLER, 2_500)];
    expect(healthOf(items)).toMatchObject({ annualAmount: 162_396, taxableAnnual: 12_400 });
  });

  it("counts the company's contribution in each person's premium", () => {
    // 624 € a year for the spouse, 120 € of it paid by the company: 504 € given up, 124 € taxable.
    expect(healthOf(premium(SPOUSE, 5_200, 1_000))).toMatchObject({ annualAmount: 50_400, taxableAnnual: 12_400 });
  });

  it('holds the employee with a disability to 1 500 €, their own disability read from the profile', () => {
    expect(healthOf(premium(null, 10_000), 40)).toMatchObject({ annualAmount: 120_000, taxableAnnual: 0 });
    expect(healthOf(premium(null, 10_000), 0)).toMatchObject({ annualAmount: 120_000, taxableAnnual: 70_000 });
  });

  it("counts as room only what each person's own premium leaves under their limit", () => {
    const items = premium(SPOUSE, 5_200);
    const savings = planSavings({
      facts,
      items,
      family: [
        { id: SPOUSE, relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
        { id: CHILD, relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
        { id: TODDLER, relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
      ],
      privateUsePercent: 100,
      flexibleAvailable: 1_000_000,
      offeredCategories: ['health-insurance'],
      taxYear: taxYear2026,
    })!;
    // The employee and the two children may still take 500 € each exempt; the spouse has none left.
    expect(savings.possibleExtras).toEqual([{ category: 'health-insurance', amount: 150_000 }]);
    const insured = [62_400, 50_000, 50_000, 50_000].map((annualPremium) => ({ disability: 0, annualPremium }));
    const best = simulate(toTaxProfile(facts, [{ category: 'health-insurance', annualAmount: 212_400, insured }])!, taxYear2026);
    expect(savings.saved + savings.possible).toBe(best.savingAnnual);
  });
});

describe("docs/tax-engine.md's worked case: a family of four, one child with disability, a company contribution", () => {
  it('taxes 164 € of 2 364 € given up and saves 803,48 € (the pooled limits would have said 855,54 €)', () => {
    const worked = testFacts({
      year: 2026,
      fixedSalary: 4_200_000,
      paymentCount: 14,
      birthday: '1988-04-12',
      maritalStatus: 'married',
      family: [
        { relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
        { relationship: 'child', birthday: '2015-05-20', disability: 40, active: true },
        { relationship: 'child', birthday: '2019-10-02', disability: 0, active: true },
      ],
    });
    // Employee 45 € a month (10 € of it the company's), spouse 52 €, the child with disability 80 €, the other 30 €.
    const items = [...premium(null, 4_500, 1_000), ...premium(SPOUSE, 5_200), ...premium(CHILD, 8_000), ...premium(TODDLER, 3_000)];
    const simulation = simulate(
      toTaxProfile(
        worked,
        taxBenefitsOf(
          items,
          new Map([
            [SPOUSE, 0],
            [CHILD, 40],
            [TODDLER, 0],
          ]),
          100,
        ),
      )!,
      taxYear2026,
    );
    expect(simulation.benefits[0]).toMatchObject({ annualAmount: 236_400, exemptAnnual: 220_000, taxableAnnual: 16_400 });
    expect(simulation.with.withholding.retrib).toBe(3_980_000);
    expect([simulation.without.withholding.amount, simulation.with.withholding.amount, simulation.savingAnnual]).toEqual([766_500, 686_152, 80_348]);
  });
});
