import { describe, expect, it } from 'vitest';
import { planCalculatorItems, type CalculatorContract } from '../tax/calculator-items';
import { taxBenefitsOf, toTaxProfile } from '../tax/employee-tax-profile';
import { simulate } from '../tax/simulate';
import { taxYear2026 } from '../tax/years/2026';
import { monthlyPayslips } from './monthly-payslips';
import { testFacts } from './test-payslip-input';

const months = (from: number, to: number, price: number, contributedPrice = 0, familyId: number | null = null) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ familyId, month: from + i, price, contributedPrice }));

const contract = (benefitId: number, PL: 'Exent' | 'Top', productCategory: string, items: CalculatorContract['items']): CalculatorContract => ({
  benefitId,
  year: 2027,
  PL,
  status: 'contracted',
  productCategory,
  items,
});

/** A plan with tax-advantage products and two Top products taxed in kind (life insurance, saving plan). */
const plan = [
  contract(1, 'Exent', 'food', months(1, 12, 16_000)),
  contract(2, 'Exent', 'health-insurance', months(1, 12, 5_200, 1_040, 11)),
  contract(3, 'Top', 'life-insurance', months(1, 1, 8_196)),
  contract(4, 'Top', 'saving-plan', months(1, 12, 10_000)),
];
const givenUp = plan.flatMap((c) => c.items).reduce((sum, i) => sum + i.price - i.contributedPrice, 0);
const facts = testFacts({ year: 2027, fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14 });

describe('every product the employee pays for is given up, on every figure', () => {
  it('the calculator counts the life insurance and the saving plan as cash given up, taxed in kind', () => {
    const items = planCalculatorItems([], plan, 2027).flatMap((p) => p.items);
    expect(items.reduce((sum, i) => sum + i.sacrificed, 0)).toBe(givenUp);
    const simulation = simulate(toTaxProfile(facts, taxBenefitsOf(items, new Map(), 100))!, taxYear2026);
    expect(simulation.benefitsAnnual).toBe(givenUp);
    const life = simulation.benefits.find((b) => b.category === 'life-insurance');
    expect(life).toMatchObject({ annualAmount: 8_196, exemptAnnual: 0, taxableAnnual: 8_196 });
  });

  it("the payslip's products add up to what is given up, and each bank net leaves them out", () => {
    const items = planCalculatorItems([], plan, 2027).flatMap((p) => p.items);
    const year = monthlyPayslips({ facts, items, familyDisabilities: new Map(), privateUsePercent: 100, taxYear: taxYear2026 })!;
    expect(year.totals.with.paid).toBe(givenUp);
    const january = year.payslips[0]!.with;
    expect(january.products.map((p) => p.category).sort()).toEqual(['food', 'health-insurance', 'life-insurance', 'saving-plan']);
    expect(january.net).toBe(january.gross - january.socialSecurity - january.withholding - (16_000 + 4_160 + 8_196 + 10_000));
  });
});
