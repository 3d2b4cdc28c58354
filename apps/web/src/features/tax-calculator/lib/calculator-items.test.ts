import { testBenefit } from '@flexplan/domain/bags/test-fixtures';
import type { CalculatorContract } from '@flexplan/domain/tax/calculator-items';
import { describe, expect, it } from 'vitest';
import { asTaxCategory, countsInPlan, draftItems, planItems } from './calculator-items';

/** A cart item or contract as GET /profile answers it, reduced to what the calculator reads. */
function contract(overrides: Partial<CalculatorContract> = {}): CalculatorContract {
  return {
    benefitId: 7,
    year: 2026,
    PL: 'Exent',
    status: 'contracted',
    productCategory: 'health-insurance',
    details: {},
    items: [{ familyId: null, month: 1, price: 5_000, contributedPrice: 1_000 }],
    ...overrides,
  };
}

describe('planItems', () => {
  it("counts a live tax-advantage contract at what the employee gives up: price less the company's part", () => {
    const plan = planItems([], [contract()], 2026);
    expect(plan).toEqual([
      {
        benefitId: 7,
        items: [{ category: 'health-insurance', familyId: null, month: 1, sacrificed: 4_000, contribution: 1_000, workingDaysPerMonth: null, vehicle: null }],
      },
    ]);
  });

  it('leaves out another year and a cancelled contract', () => {
    const ignored = [contract({ benefitId: 1, year: 2025 }), contract({ benefitId: 3, status: 'cancelled' })];
    expect(planItems([], ignored, 2026)).toEqual([]);
  });

  it('counts a Top product and a category the tax tables do not know as cash given up, taxed in kind', () => {
    const plan = planItems(
      [],
      [contract({ benefitId: 2, PL: 'Top', productCategory: 'life-insurance' }), contract({ benefitId: 4, productCategory: 'travel' })],
      2026,
    );
    expect(plan.map((p) => p.items.map((item) => [item.category, item.sacrificed]))).toEqual([[['life-insurance', 4_000]], [['other', 4_000]]]);
  });

  it('counts a benefit in the cart once: the cart item stands for the change to its contract', () => {
    const inCart = contract({ status: 'cart', items: [{ familyId: null, month: 3, price: 8_000, contributedPrice: 0 }] });
    const plan = planItems([inCart], [contract()], 2026);
    expect(plan).toHaveLength(1);
    expect(plan[0]?.items.map((item) => [item.month, item.sacrificed])).toEqual([[3, 8_000]]);
  });

  it('gives a meal benefit the working days the page knows', () => {
    const meals = contract({ benefitId: 9, productCategory: 'food' });
    const plan = planItems([], [meals], 2026, (benefitId) => (benefitId === 9 ? 18 : null));
    expect(plan[0]?.items[0]?.workingDaysPerMonth).toBe(18);
  });

  it('values a renting contract from its own stored vehicle details', () => {
    const renting = contract({ productCategory: 'renting', details: { vehicleValue: 2_890_000, efficiency: 'hybrid', privateUse: 30 } });
    expect(planItems([], [renting], 2026)[0]?.items[0]?.vehicle).toEqual({ vehicleValue: 2_890_000, efficiency: 'hybrid', privateUsePercent: 30 });
  });
});

describe('draftItems', () => {
  const health = testBenefit({ id: 7, alias: 'health-insurance', line: 'Exent', contribution: { kind: 'amount', cents: 1_500 } });

  it("applies the benefit's contribution to a form's unpriced items", () => {
    const items = draftItems(health, [{ familyId: null, month: 2, price: 6_000 }], 2026);
    expect(items.map((item) => item.sacrificed)).toEqual([4_500]);
  });

  it("keeps the contribution a priced draft already carries (a wizard's figures, as its card shows them)", () => {
    const items = draftItems(health, [{ familyId: null, month: 2, price: 6_000, contributedPrice: 500 }], 2026);
    expect(items.map((item) => item.sacrificed)).toEqual([5_500]);
  });

  it('proposes a Top product as cash given up, as the cart will count it', () => {
    const gym = testBenefit({ alias: 'gym', line: 'Top' });
    expect(draftItems(gym, [{ familyId: null, month: 2, price: 6_000 }], 2026).map((item) => [item.category, item.sacrificed])).toEqual([['gym', 6_000]]);
  });

  it("values a renting draft with the catalogue's vehicle and the private use its details name", () => {
    const car = testBenefit({
      alias: 'renting',
      line: 'Exent',
      vehicle: { model: 'Corolla', vehicleValue: 2_890_000, efficiency: 'hybrid', feeWithoutVAT: 32_231, feeWithVAT: 39_000 },
    });
    const [item] = draftItems(car, [{ familyId: null, month: 1, price: 39_000 }], 2026, { privateUse: 40 });
    expect(item?.vehicle).toEqual({ vehicleValue: 2_890_000, efficiency: 'hybrid', privateUsePercent: 40 });
  });
});

describe('the domain rules the calculator re-exports', () => {
  it('knows the tax categories and which contracts count in the plan', () => {
    expect(asTaxCategory('food')).toBe('food');
    expect(asTaxCategory('travel')).toBeNull();
    expect(countsInPlan(contract(), 2026)).toBe(true);
    expect(countsInPlan(contract({ status: 'cancelled' }), 2026)).toBe(false);
  });
});
