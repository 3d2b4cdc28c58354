import type { ContractCharge } from '../bags/available';
import { testBags, testBenefit } from '../bags/test-fixtures';
import type { Benefit } from '../benefits/benefit';
import type { ContractBody } from '../benefits/benefit-schemas';
import { priceCartItem } from '../benefits/cart-item-rules';
import type { CategoryAlias } from '../benefits/category';
import { contractCalculatorItems } from '../tax/calculator-items';
import type { CalculatorItem } from '../tax/employee-tax-profile';
import { taxYearFor } from '../tax/tax-years';
import type { BestPlanInput, StatedExpenses } from './best-plan-types';

/** Test data for the optimiser: laura's family, salary and bags, acme's exempt catalogue, plan year 2027. */
const exent = (id: number, alias: CategoryAlias, rest: Partial<Benefit> = {}) =>
  testBenefit({ id, alias, line: 'Exent', startDate: '2026-01-01', endDate: '2027-12-31', ...rest });

const ages = (...rows: [number, number, number][]) => rows.map(([from, to, price]) => ({ from, to, price }));

export const testPlanBenefits: Benefit[] = [
  exent(1, 'food', { minAmount: 2_000, workingDays: 20, workingPrice: 22_000 }),
  exent(2, 'transport', { minAmount: 1_000 }),
  exent(3, 'kindergarten', { minAmount: 5_000, whoAffect: 'family' }),
  exent(4, 'health-insurance', {
    priceForFamily: true,
    ageGroups: ages([0, 24, 3_500], [25, 44, 5_200], [45, 64, 7_900], [65, 120, 12_900]),
    ageGroupsForFamily: ages([0, 24, 3_500], [25, 44, 5_200], [45, 64, 7_900], [65, 120, 12_900]),
    contribution: { kind: 'percent', basisPoints: 2_000 },
    contributionTarget: 'employee',
  }),
  exent(5, 'formation', { minAmount: 3_000 }),
];

export const lauraFamily: BestPlanInput['family'] = [
  { id: 11, relationship: 'spouse', birthday: '1986-09-03', disability: 0, active: true },
  { id: 12, relationship: 'child', birthday: '2019-05-20', disability: 0, active: true },
  { id: 13, relationship: 'child', birthday: '2024-10-02', disability: 0, active: true },
];

export const lauraExpenses: StatedExpenses = {
  foodMonthly: 20_000,
  transportMonthly: 5_460,
  kindergarten: [{ familyId: 13, monthly: 30_000 }],
  health: { benefitId: 4, familyIds: [null, 11, 12, 13] },
  formationAnnual: 60_000,
};

export function testPlanInput(overrides: Partial<BestPlanInput> = {}): BestPlanInput {
  const family = overrides.family ?? lauraFamily;
  return {
    facts: {
      year: 2027,
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      paymentCount: 14,
      birthday: '1988-04-12',
      disability: 0,
      maritalStatus: 'married',
      spouseEarnsOver1500: true,
      contractType: 'indefinite',
      childrenLiveWithEmployee: true,
      family: family.map(({ relationship, birthday, disability, active }) => ({ relationship, birthday, disability, active })),
    },
    items: [],
    contracts: [],
    family,
    benefits: testPlanBenefits,
    expenses: lauraExpenses,
    bags: testBags({
      flexibleBag: 1_260_000,
      topBag: 300_000,
      fixedSalary: 4_200_000,
      variableSalary: 300_000,
      paymentCount: 14,
      userBag: 5_000,
      userBagProrate: true,
    }),
    year: 2027,
    today: '2026-11-23',
    companyCutOffDay: 1,
    privateUsePercent: 30,
    taxYear: taxYearFor(2027),
    ...overrides,
  };
}

/**
 * Puts the bodies in the cart one after another as the server does (`priceCartItem` against the
 * contracts already there, each new item a cart contract); throws the cart's refusal. Returns the
 * contracts then and the new items as the calculator counts them.
 */
export function putInCart(input: BestPlanInput, bodies: readonly ContractBody[]): { contracts: ContractCharge[]; items: CalculatorItem[] } {
  const contracts = [...input.contracts];
  const items: CalculatorItem[] = [];
  const family = [{ id: 1, relationship: 'you' as const, birthday: input.facts.birthday ?? '1980-01-01' }, ...input.family];
  bodies.forEach((body, index) => {
    const benefit = input.benefits.find((b) => b.id === body.benefitId)!;
    const priced = priceCartItem({
      benefit,
      bags: input.bags,
      year: body.year,
      contracts,
      family,
      items: body.items,
      details: body.details,
      today: input.today,
      companyCutOffDay: input.companyCutOffDay,
      editing: null,
      employeeBirthday: input.facts.birthday,
      supplementaries: [],
      healthContracts: [],
    });
    contracts.push({
      id: 90_000 + index,
      year: body.year,
      status: 'cart',
      line: benefit.product.line,
      category: benefit.product.alias,
      price: priced.price,
      contributedPrice: priced.contributedPrice,
      finalPrice: priced.finalPrice,
      userBag: priced.userBag,
    });
    const contract = { PL: benefit.product.line, year: body.year, productCategory: benefit.product.alias, details: null, items: priced.items };
    items.push(...contractCalculatorItems(contract, benefit.workingDays));
  });
  return { contracts, items };
}
