import { describe, expect, it } from 'vitest';
import { testBags } from '../bags/test-fixtures';
import type { ContractBody } from '../benefits/benefit-schemas';
import { bestPlan } from './best-plan';
import type { BestPlanInput } from './best-plan-types';
import { simulatePlan } from './evaluate-plan';
import { planLines, healthMembers } from './plan-lines';
import { putInCart, testPlanInput } from './test-input';

/** A few monthly amounts per product: nothing, quarters of the expense (at least the minimum), all of it. */
function levels(monthly: number, minAmount: number): number[] {
  const steps = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(monthly * f));
  return [...new Set(steps.map((v) => (v === 0 ? 0 : Math.max(v, minAmount))))].filter((v) => v <= monthly);
}

const subsets = <T>(all: readonly T[]): T[][] => all.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]]);

/**
 * Every plan a person could put together on the product pages from a grid of amounts (each
 * product's months all at one amount, each person of the policy in or out), kept when the cart
 * rules accept it, valued by the withholding engine: the best net among them.
 */
function bestByHand(input: BestPlanInput): number {
  const lines = planLines(input);
  const choices = lines.flex.map((line) =>
    levels(Math.min(line.monthlyMax, Math.floor(line.expenseAnnual / line.months.length)), line.minAmount).map((amount) => ({ line, amount })),
  );
  const healthChoices = subsets(lines.health?.persons ?? []);
  let best = -Infinity;
  const walk = (index: number, chosen: { line: (typeof lines.flex)[number]; amount: number }[]) => {
    if (index < choices.length) {
      for (const choice of choices[index]!) walk(index + 1, [...chosen, choice]);
      return;
    }
    for (const insured of healthChoices) {
      const bodies = new Map<number, ContractBody>();
      for (const { line, amount } of chosen) {
        if (amount === 0) continue;
        const body = bodies.get(line.benefit.id) ?? {
          year: input.year,
          benefitId: line.benefit.id,
          items: [],
          details: line.category === 'formation' ? { paymentFreq: 'yearly' } : {},
        };
        body.items.push(...line.months.map((month) => ({ familyId: line.familyId, month, price: amount })));
        bodies.set(line.benefit.id, body);
      }
      if (lines.health && insured.length > 0) {
        bodies.set(lines.health.benefit.id, {
          year: input.year,
          benefitId: lines.health.benefit.id,
          items: [],
          details: { members: healthMembers(insured), samePeriod: true },
        });
      }
      let items;
      try {
        items = putInCart(input, [...bodies.values()]).items;
      } catch {
        continue; // the cart refuses it: not a plan a person could make
      }
      best = Math.max(best, simulatePlan(input, items)!.with.netAnnual);
    }
  };
  walk(0, []);
  return best;
}

const salaried = { fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14 };
const single: Partial<BestPlanInput> = { family: [] };
const cases: [string, Partial<BestPlanInput>][] = [
  ['laura, a large bag', {}],
  ['laura, a 1 200 € bag', { bags: testBags({ ...salaried, flexibleBag: 120_000 }) }],
  ['laura, a 3 000 € bag', { bags: testBags({ ...salaried, flexibleBag: 300_000 }) }],
  ['laura, a 5 000 € bag and a user bag', { bags: testBags({ ...salaried, flexibleBag: 500_000, userBag: 50_000 }) }],
  [
    'laura, the 30 % cap nearly reached by a Top contract',
    {
      contracts: [
        { id: 1, year: 2027, status: 'contracted', line: 'Top', category: 'gym', price: 1_230_000, contributedPrice: 0, finalPrice: 1_230_000, userBag: 0 },
      ],
    },
  ],
  ['single, a 2 000 € bag', { ...single, bags: testBags({ ...salaried, flexibleBag: 200_000 }) }],
  [
    'single near the minimum wage',
    {
      ...single,
      bags: testBags({ fixedSalary: 1_760_000, variableSalary: 0, paymentCount: 14, flexibleBag: 500_000 }),
      facts: { ...testPlanInput().facts, fixedSalary: 1_760_000, variableSalary: 0, family: [] },
    },
  ],
];

describe('bestPlan against every plan of a grid (brute force)', () => {
  it.each(cases)('%s: no plan the cart accepts beats it by more than 1 €', (_name, overrides) => {
    const input = testPlanInput(overrides);
    // Small cases: the brute force walks a grid of amounts; the single employee has no child.
    const expenses = overrides.family ? { ...input.expenses, kindergarten: [], health: { benefitId: 4, familyIds: [null] } } : input.expenses;
    const small = { ...input, expenses: { ...expenses, health: { benefitId: 4, familyIds: expenses.health.familyIds.slice(0, 2) } } };
    const plan = bestPlan(small)!;
    const { items } = putInCart(small, plan.cart);
    expect(simulatePlan(small, items)!.with.netAnnual).toBe(plan.planNet);
    expect(plan.planNet).toBeGreaterThanOrEqual(bestByHand(small) - 100);
  });
});
