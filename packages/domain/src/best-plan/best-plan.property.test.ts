import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testBags } from '../bags/test-fixtures';
import { bestPlan } from './best-plan';
import type { BestPlanInput } from './best-plan-types';
import { putInCart, testPlanInput } from './test-input';

const familyArb = fc.subarray([
  { id: 11, relationship: 'spouse' as const, birthday: '1986-09-03', disability: 0, active: true },
  { id: 12, relationship: 'child' as const, birthday: '2019-05-20', disability: 0, active: true },
  { id: 13, relationship: 'child' as const, birthday: '2024-10-02', disability: 0, active: true },
  { id: 14, relationship: 'child' as const, birthday: '2026-03-15', disability: 40, active: true },
]);

const inputArb: fc.Arbitrary<BestPlanInput> = fc
  .record({
    family: familyArb,
    fixedSalary: fc.integer({ min: 1_500_000, max: 9_000_000 }),
    flexibleBag: fc.integer({ min: 0, max: 2_000_000 }),
    userBag: fc.option(fc.nat(60_000)),
    userBagRestricted: fc.boolean(),
    topSpent: fc.nat(2_500_000),
    foodMonthly: fc.nat(30_000),
    transportMonthly: fc.nat(20_000),
    nursery: fc.nat(60_000),
    formationAnnual: fc.nat(400_000),
    insured: fc.subarray([null, 11, 12, 13, 14] as (number | null)[]),
    today: fc.constantFrom('2026-11-23', '2027-03-10', '2027-09-30'),
  })
  .map((r) => {
    const base = testPlanInput({ family: r.family });
    return {
      ...base,
      facts: { ...base.facts, fixedSalary: r.fixedSalary, variableSalary: 0 },
      bags: testBags({
        fixedSalary: r.fixedSalary,
        variableSalary: 0,
        paymentCount: 14,
        flexibleBag: r.flexibleBag,
        userBag: r.userBag,
        userBagRestricted: r.userBagRestricted,
      }),
      contracts:
        r.topSpent > 0
          ? [
              {
                id: 1,
                year: 2027,
                status: 'contracted',
                line: 'Top',
                category: 'gym',
                price: r.topSpent,
                contributedPrice: 0,
                finalPrice: r.topSpent,
                userBag: 0,
              },
            ]
          : [],
      today: r.today,
      expenses: {
        foodMonthly: r.foodMonthly,
        transportMonthly: r.transportMonthly,
        kindergarten: r.family.filter((m) => m.relationship === 'child').map((m) => ({ familyId: m.id, monthly: r.nursery })),
        health: { benefitId: 4, familyIds: r.insured },
        formationAnnual: r.formationAnnual,
      },
    };
  });

describe('bestPlan (property)', () => {
  it('makes plans the cart rules accept, never above the stated expense, never worse than today', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = bestPlan(input);
        if (!plan) return;
        expect(() => putInCart(input, plan.cart)).not.toThrow();
        for (const line of plan.lines) expect(line.priceAnnual).toBeLessThanOrEqual(line.expenseAnnual);
        expect(plan.planNet).toBeGreaterThanOrEqual(plan.todayNet);
      }),
      { numRuns: 150 },
    );
  });
});
