import { describe, expect, it } from 'vitest';
import { testBags, testBenefit } from '../bags/test-fixtures';
import { priceCartItem } from '../benefits/cart-item-rules';
import { rentingInKindOfDetails } from '../benefits/renting-in-kind';
import { rentingInKindRulesFor } from '../benefits/wizard-details';
import { contractCalculatorItems, draftCalculatorItems, planCalculatorItems, type CalculatorContract } from './calculator-items';
import { taxBenefitsOf, toTaxProfile, type EmployeeFacts } from './employee-tax-profile';
import { simulate } from './simulate';
import { taxYears } from './tax-years';

const laura: EmployeeFacts = {
  year: 2027,
  fixedSalary: 4_200_000,
  variableSalary: 300_000,
  paymentCount: 14,
  birthday: '1988-04-12',
  disability: 0,
  maritalStatus: 'married',
  spouseEarnsOver1500: null,
  contractType: 'indefinite',
  childrenLiveWithEmployee: null,
  family: [
    { relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
    { relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
    { relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
  ],
};
const corolla = testBenefit({
  id: 41,
  alias: 'renting',
  line: 'Exent',
  contractMethod: 'hole-year',
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  vehicle: { model: 'Toyota Corolla Hybrid 140H', vehicleValue: 2_890_000, efficiency: 'hybrid', feeWithoutVAT: 32_231, feeWithVAT: 39_000 },
});
const wholeYear = Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price: 0 }));

/** laura puts the Corolla in her cart: the card's figures and the contract the server stores. */
function lauraRentsTheCorolla(): { card: ReturnType<typeof priceCartItem>; stored: CalculatorContract } {
  const card = priceCartItem({
    benefit: corolla,
    bags: testBags({ flexibleBag: 1_260_000, topBag: 300_000, fixedSalary: 4_200_000, variableSalary: 300_000 }),
    year: 2027,
    contracts: [],
    family: [],
    items: wholeYear,
    details: { years: 2 },
    today: '2026-11-23',
    companyCutOffDay: 20,
    privateUse: 30,
  });
  const stored = {
    benefitId: corolla.id,
    year: 2027,
    PL: 'Exent' as const,
    status: 'cart',
    productCategory: 'renting',
    details: card.details,
    items: card.items,
  };
  return { card, stored };
}

describe('renting in kind, valued once', () => {
  it("taxes laura's Corolla in the calculator at the card's 115.60 €/month in kind, hybrid reduction included", () => {
    const { card, stored } = lauraRentsTheCorolla();
    expect(card.details['inKindMonthly']).toBe(11_560);
    const items = planCalculatorItems([stored], [], 2027).flatMap((p) => p.items);
    // The profile's private use may have changed since: the contract's own (30 %) is what was priced.
    const simulation = simulate(toTaxProfile(laura, taxBenefitsOf(items, new Map(), 100))!, taxYears[2026]!);
    const renting = simulation.benefits.find((b) => b.category === 'renting')!;
    expect(renting).toMatchObject({ annualAmount: 12 * 39_000, taxableAnnual: 12 * 11_560 });
    // The contract PDF reads the same value from the same details.
    expect(rentingInKindOfDetails(stored.details, rentingInKindRulesFor(2027, taxYears))?.monthly).toBe(card.details['inKindMonthly']);
  });

  it('values the draft on the product page like the stored contract', () => {
    const { card, stored } = lauraRentsTheCorolla();
    const fromDraft = draftCalculatorItems(corolla, card.items, 2027, card.details);
    expect(fromDraft).toEqual(contractCalculatorItems(stored));
    expect(fromDraft[0]?.vehicle).toEqual({ vehicleValue: 2_890_000, efficiency: 'hybrid', privateUsePercent: 30 });
  });

  it('imputes the in-kind value only for the months the car is had', () => {
    const { stored } = lauraRentsTheCorolla();
    const fromJuly = { ...stored, items: stored.items.filter((i) => i.month >= 7) };
    const [benefit] = taxBenefitsOf(contractCalculatorItems(fromJuly), new Map(), 30);
    const simulation = simulate(toTaxProfile(laura, [benefit!])!, taxYears[2026]!);
    expect(simulation.benefits[0]).toMatchObject({ annualAmount: 6 * 39_000, taxableAnnual: 6 * 11_560 });
  });

  it('values each car of the year, when there are two', () => {
    const { stored } = lauraRentsTheCorolla();
    const second = { ...stored, benefitId: 42, items: stored.items.filter((i) => i.month <= 3) };
    const [benefit] = taxBenefitsOf([...contractCalculatorItems(stored), ...contractCalculatorItems(second)], new Map(), 30);
    const simulation = simulate(toTaxProfile(laura, [benefit!])!, taxYears[2026]!);
    expect(simulation.benefits[0]).toMatchObject({ annualAmount: 15 * 39_000, taxableAnnual: 15 * 11_560 });
  });

  it('counts a benefit in the cart once, and only live contracts of the year', () => {
    const { stored } = lauraRentsTheCorolla();
    const contracted = { ...stored, status: 'contracted' };
    expect(planCalculatorItems([stored], [contracted], 2027)).toHaveLength(1);
    expect(
      planCalculatorItems(
        [],
        [
          { ...contracted, status: 'cancelled' },
          { ...contracted, year: 2026 },
        ],
        2027,
      ),
    ).toEqual([]);
  });

  it('taxes a Top product whole, never under an exempt category it does not belong to', () => {
    const { stored } = lauraRentsTheCorolla();
    const [top] = planCalculatorItems([], [{ ...stored, status: 'contracted', PL: 'Top' }], 2027);
    expect(new Set(top!.items.map((i) => i.category))).toEqual(new Set(['other']));
    expect(top!.items.reduce((sum, i) => sum + i.sacrificed, 0)).toBe(12 * 39_000);
  });
});
