import { describe, expect, it } from 'vitest';
import { testBags } from '../bags/test-fixtures';
import { bestPlan } from './best-plan';
import { lauraExpenses, putInCart, testPlanInput } from './test-input';

const lineOf = (plan: NonNullable<ReturnType<typeof bestPlan>>, category: string, familyId: number | null = null) =>
  plan.lines.find((l) => l.category === category && l.familyId === familyId)!;

describe('bestPlan', () => {
  it('takes every stated expense up to its exemption when the bag is large enough (laura)', () => {
    const plan = bestPlan(testPlanInput())!;
    expect(plan.planNet).toBeGreaterThan(plan.todayNet);
    // Meals: 220 working days × 11 € = 2 420 € a year; 200 € a month is 2 400 €, all of it.
    expect(lineOf(plan, 'food')).toMatchObject({ priceAnnual: 240_000, monthly: 20_000, reason: null });
    expect(lineOf(plan, 'transport')).toMatchObject({ priceAnnual: 65_520, monthly: 5_460, reason: null });
    // Hugo turns 3 on 2 October 2027: January to September.
    expect(lineOf(plan, 'kindergarten', 13)).toMatchObject({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9], monthly: 30_000, reason: null });
    expect(lineOf(plan, 'formation')).toMatchObject({ priceAnnual: 60_000, months: [1], reason: null });
    for (const familyId of [null, 11, 12, 13]) expect(lineOf(plan, 'health-insurance', familyId).priceAnnual).toBeGreaterThan(0);
    for (const line of plan.lines) expect(line.savingAnnual).toBeGreaterThan(0);
  });

  it('stops meals at the exempt 11 € a working day and says the limit was reached', () => {
    const plan = bestPlan(testPlanInput({ expenses: { ...lauraExpenses, foodMonthly: 22_000 } }))!;
    // 2 420 € over 12 months: 201.67 € eight months and 201.66 € four (242 000 cents in all).
    expect(lineOf(plan, 'food')).toMatchObject({ priceAnnual: 242_000, monthly: 20_167, reason: 'limit-reached' });
  });

  it('prefers the wholly exempt nursery to a partly taxed policy when the bag binds (greedy by category would not)', () => {
    // 1 200 € of bag: the spouse's policy (624 €, 500 € exempt) and the nursery (up to 2 700 €) compete.
    const input = testPlanInput({
      bags: testBags({ flexibleBag: 120_000, fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14 }),
      expenses: { ...lauraExpenses, foodMonthly: 0, transportMonthly: 0, formationAnnual: 0, health: { benefitId: 4, familyIds: [11] } },
    });
    const plan = bestPlan(input)!;
    expect(lineOf(plan, 'kindergarten', 13)).toMatchObject({ priceAnnual: 120_000, reason: 'bag-exhausted' });
    // The policy alone would fit: it is out because the same euros are worth more in the nursery.
    expect(lineOf(plan, 'health-insurance', 11)).toMatchObject({ priceAnnual: 0, reason: 'more-exempt-elsewhere' });
  });

  it("counts the company's share in the policy's premium, so a 624 € policy is partly taxed even at 499.20 € given up", () => {
    // The employee's own policy: 52 € a month, 20 % paid by the company. The 624 € premium is 124 €
    // over the person's 500 € (art. 42.3.c LIRPF), so the bound bag is worth more in the nursery.
    const input = testPlanInput({
      bags: testBags({ flexibleBag: 120_000, fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14 }),
      expenses: { ...lauraExpenses, foodMonthly: 0, transportMonthly: 0, formationAnnual: 0, health: { benefitId: 4, familyIds: [null] } },
    });
    const plan = bestPlan(input)!;
    expect(lineOf(plan, 'health-insurance', null)).toMatchObject({ priceAnnual: 0, reason: 'more-exempt-elsewhere' });
    expect(lineOf(plan, 'kindergarten', 13)).toMatchObject({ priceAnnual: 120_000, reason: 'bag-exhausted' });
  });

  it('respects the 30 % in-kind cap and names it', () => {
    const input = testPlanInput({
      contracts: [
        { id: 1, year: 2027, status: 'contracted', line: 'Top', category: 'gym', price: 1_300_000, contributedPrice: 0, finalPrice: 1_300_000, userBag: 0 },
      ],
    });
    const plan = bestPlan(input)!;
    const total = plan.lines.reduce((s, l) => s + l.priceAnnual, 0);
    expect(total).toBeLessThanOrEqual(1_350_000 - 1_300_000);
    expect(plan.lines.some((l) => l.reason === 'in-kind-cap')).toBe(true);
  });

  it('takes the plan items as given and leaves their products out', () => {
    const input = testPlanInput({ items: [{ category: 'food', familyId: null, month: 1, sacrificed: 10_000, workingDaysPerMonth: 20 }] });
    const plan = bestPlan(input)!;
    expect(lineOf(plan, 'food')).toMatchObject({ priceAnnual: 0, reason: 'in-plan' });
    expect(plan.cart.some((b) => b.benefitId === 1)).toBe(false);
  });

  it('says why a product is out: not offered, no expense, no open month', () => {
    const input = testPlanInput({
      benefits: testPlanInput().benefits.filter((b) => b.product.alias !== 'transport'),
      expenses: { ...lauraExpenses, formationAnnual: 0, kindergarten: [{ familyId: 12, monthly: 30_000 }] },
    });
    const plan = bestPlan(input)!;
    expect(lineOf(plan, 'transport').reason).toBe('not-offered');
    expect(lineOf(plan, 'formation').reason).toBe('no-expense');
    expect(lineOf(plan, 'kindergarten', 12).reason).toBe('no-open-month');
  });

  it('makes cart bodies the cart rules accept', () => {
    const input = testPlanInput();
    const plan = bestPlan(input)!;
    expect(plan.cart.map((b) => b.benefitId).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => putInCart(input, plan.cart)).not.toThrow();
  });

  it('is null without a fixed salary (the calculator cannot run)', () => {
    expect(bestPlan(testPlanInput({ facts: { ...testPlanInput().facts, fixedSalary: null } }))).toBeNull();
  });
});
