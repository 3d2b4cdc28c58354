import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractCharge } from '../bags/available';
import { testBenefit } from '../bags/test-fixtures';
import type { UserBags } from '../bags/user-bags';
import { emptyUserBags } from '../bags/user-bags';
import type { FamilyMemberRef } from '../benefits/age';
import type { Benefit } from '../benefits/benefit';
import { priceCartItem, type PricedCartItem } from '../benefits/cart-item-rules';
import { rentingInKindOfDetails } from '../benefits/renting-in-kind';
import { rentingInKindRulesFor } from '../benefits/wizard-details';
import { DomainError } from '../errors/domain-error';
import { contractTotals } from '../contracts/contract-totals';
import { monthlyPayslips } from '../payslip/monthly-payslips';
import { planCalculatorItems, planCategoryOf, type CalculatorContract } from './calculator-items';
import { taxBenefitsOf, toTaxProfile, type EmployeeFacts } from './employee-tax-profile';
import { planSavings } from './plan-savings';
import { simulate } from './simulate';
import { taxYearFor, taxYears } from './tax-years';

/**
 * The property: for any cart a laura-like or a single employee can build, every contract's amount
 * is the same on the card (what the form or wizard shows before adding), in the cart (what the
 * server stores: the same `priceCartItem`), in the PDF (the stored in-kind value, the grand total)
 * and in the calculator (what the tax engine takes as given up, and renting's in-kind value); the
 * payslips' products add up to the same euros, Top products included; and the home's "saved" is
 * the calculator's saving (docs/tax-engine.md "Every product the employee pays for").
 */
const YEAR = 2027;
const TODAY = '2026-11-23';
const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const allYear = { startDate: '2027-01-01', endDate: '2027-12-31' };

const catalogue: Benefit[] = [
  testBenefit({ id: 1, alias: 'food', line: 'Exent', ...allYear, minAmount: 2_000, workingDays: 20, workingPrice: 22_000 }),
  testBenefit({
    id: 2,
    alias: 'transport',
    line: 'Exent',
    ...allYear,
    minAmount: 1_000,
    contribution: { kind: 'amount', cents: 500 },
    contributionTarget: 'employee',
  }),
  testBenefit({ id: 3, alias: 'kindergarten', line: 'Exent', ...allYear, minAmount: 5_000, whoAffect: 'family' }),
  testBenefit({
    id: 4,
    alias: 'health-insurance',
    line: 'Exent',
    ...allYear,
    provider: { id: 1, name: 'Sanitas', logo: null, website: null },
    ageGroups: [
      { from: 0, to: 24, price: 3_500 },
      { from: 25, to: 44, price: 5_200 },
      { from: 45, to: 120, price: 7_900 },
    ],
    ageGroupsForFamily: [
      { from: 0, to: 24, price: 3_500 },
      { from: 25, to: 44, price: 5_200 },
      { from: 45, to: 120, price: 7_900 },
    ],
    contribution: { kind: 'percent', basisPoints: 2_000 },
    contributionTarget: 'employee',
  }),
  testBenefit({
    id: 5,
    alias: 'renting',
    line: 'Exent',
    ...allYear,
    contractMethod: 'hole-year',
    vehicle: { model: 'Toyota Corolla Hybrid', vehicleValue: 2_890_000, efficiency: 'hybrid', feeWithoutVAT: 32_231, feeWithVAT: 39_000 },
  }),
  testBenefit({
    id: 6,
    alias: 'renting',
    line: 'Exent',
    ...allYear,
    contractMethod: 'hole-year',
    vehicle: { model: 'VW Tiguan', vehicleValue: 3_980_000, efficiency: 'none', feeWithoutVAT: 45_455, feeWithVAT: 55_000 },
  }),
  testBenefit({ id: 7, alias: 'gym', line: 'Top', ...allYear }),
];

interface Employee {
  facts: EmployeeFacts;
  bags: UserBags;
  family: (FamilyMemberRef & { disability: number })[];
}

const laura: Employee = {
  facts: {
    year: YEAR,
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
  },
  bags: { ...emptyUserBags, flexibleBag: 1_260_000, topBag: 300_000, fixedSalary: 4_200_000, variableSalary: 300_000, paymentCount: 14 },
  family: [
    { id: 11, relationship: 'spouse', birthday: '1986-09-03', disability: 0 },
    { id: 12, relationship: 'child', birthday: '2019-05-20', disability: 0 },
    { id: 13, relationship: 'child', birthday: '2024-10-02', disability: 0 },
  ],
};
const single: Employee = {
  facts: { ...laura.facts, fixedSalary: 3_000_000, variableSalary: 0, paymentCount: 12, birthday: '1990-05-01', maritalStatus: 'single', family: [] },
  bags: { ...emptyUserBags, flexibleBag: 500_000, topBag: 100_000, fixedSalary: 3_000_000, variableSalary: 0, paymentCount: 12 },
  family: [],
};

/** One proposal: which benefit, and the figures a person types or picks on its card. */
interface Proposal {
  benefit: number;
  amount: number;
  months: number[];
  startMonth: number;
  members: (number | null)[];
  years: number;
  privateUse: number;
}
const proposalArb: fc.Arbitrary<Proposal> = fc.record({
  benefit: fc.integer({ min: 0, max: catalogue.length - 1 }),
  amount: fc.integer({ min: 0, max: 30_000 }),
  months: fc.subarray(ALL_MONTHS, { minLength: 1 }),
  startMonth: fc.integer({ min: 1, max: 12 }),
  members: fc.subarray([null, 11, 12, 13] as (number | null)[], { minLength: 1 }),
  years: fc.integer({ min: 2, max: 5 }),
  privateUse: fc.integer({ min: 0, max: 100 }),
});

/** The card's proposal, as the web's form or wizard builds it. */
function cardDraft(benefit: Benefit, p: Proposal, employee: Employee) {
  const known = (id: number | null) => id === null || employee.family.some((m) => m.id === id);
  switch (benefit.product.alias) {
    case 'health-insurance':
      return { items: [], details: { members: p.members.filter(known).map((familyId) => ({ familyId, startMonth: p.startMonth, supplementaries: [] })) } };
    case 'renting': {
      const v = benefit.vehicle!;
      return {
        items: [],
        details: { feeWithoutVAT: v.feeWithoutVAT, feeWithVAT: v.feeWithVAT, vehicleValue: v.vehicleValue, years: p.years, startDate: '2027-01-01' },
      };
    }
    case 'kindergarten':
      return { items: p.months.filter((m) => m <= 9).map((month) => ({ familyId: 13, month, price: p.amount })), details: {} };
    default:
      return { items: p.months.map((month) => ({ familyId: null, month, price: p.amount })), details: {} };
  }
}

function check(employee: Employee, proposals: readonly Proposal[]): void {
  const stored: (CalculatorContract & { priced: PricedCartItem; category: string })[] = [];
  const charges: ContractCharge[] = [];
  const used = new Set<number>();
  for (const p of proposals) {
    const benefit = catalogue[p.benefit]!;
    if (used.has(benefit.id)) continue;
    const draft = cardDraft(benefit, p, employee);
    let card: PricedCartItem;
    try {
      // The card prices the draft with the domain (web/lib/price-draft.ts)…
      card = priceCartItem({
        benefit,
        bags: employee.bags,
        year: YEAR,
        contracts: charges,
        family: employee.family,
        items: draft.items,
        details: draft.details,
        today: TODAY,
        companyCutOffDay: 20,
        privateUse: p.privateUse,
        employeeBirthday: employee.facts.birthday,
      });
    } catch (error) {
      if (error instanceof DomainError) continue; // refused on the card and by the server alike
      throw error;
    }
    // …and the server re-prices the same request: the cart stores exactly what the card showed.
    const server = priceCartItem({
      benefit,
      bags: employee.bags,
      year: YEAR,
      contracts: charges,
      family: employee.family,
      items: draft.items,
      details: draft.details,
      today: TODAY,
      companyCutOffDay: 20,
      privateUse: p.privateUse,
      employeeBirthday: employee.facts.birthday,
    });
    expect(server).toEqual(card);
    // A simple form's total line is amount × months: the cart keeps it (no silent capping).
    if (draft.items.length > 0) expect(card.price).toBe(draft.items.reduce((sum, i) => sum + i.price, 0));
    expect(card.price).toBe(card.items.reduce((sum, i) => sum + i.price, 0));
    expect(card.finalPrice).toBe(card.price - card.contributedPrice);
    used.add(benefit.id);
    charges.push({
      id: benefit.id,
      year: YEAR,
      status: 'cart',
      line: benefit.product.line,
      category: benefit.product.alias,
      price: card.price,
      contributedPrice: card.contributedPrice,
      finalPrice: card.finalPrice,
      userBag: card.userBag,
    });
    stored.push({
      benefitId: benefit.id,
      year: YEAR,
      PL: benefit.product.line,
      status: 'cart',
      productCategory: benefit.product.alias,
      details: card.details,
      items: card.items,
      priced: card,
      category: benefit.product.alias,
    });
  }

  const plan = planCalculatorItems(stored, [], YEAR, (id) => catalogue.find((b) => b.id === id)?.workingDays ?? null);
  const items = plan.flatMap((p) => p.items);
  const profile = toTaxProfile(employee.facts, taxBenefitsOf(items, new Map(employee.family.map((m) => [m.id, m.disability])), 50))!;
  const simulation = simulate(profile, taxYearFor(YEAR));
  for (const contract of stored) {
    if (contract.PL !== 'Exent' || contract.category !== 'renting') continue;
    // The PDF reads the card's in-kind value from the stored details.
    expect(rentingInKindOfDetails(contract.details, rentingInKindRulesFor(YEAR, taxYears))?.monthly).toBe(contract.priced.details['inKindMonthly']);
  }
  // The engine takes one entry per category: it holds exactly what the category's contracts hold as given up.
  const categoryOf = (c: (typeof stored)[number]) => planCategoryOf(c.PL, c.productCategory, YEAR);
  for (const category of new Set(stored.map(categoryOf))) {
    const contracts = stored.filter((c) => categoryOf(c) === category);
    const taxed = simulation.benefits.find((b) => b.category === category);
    expect(taxed?.annualAmount).toBe(contracts.reduce((sum, c) => sum + c.priced.finalPrice, 0));
    if (category === 'renting') {
      // Each car imputes the card's month value for the months it is had (two cars: both).
      const inKind = contracts.reduce((sum, c) => sum + (c.priced.details['inKindMonthly'] as number) * c.items.length, 0);
      expect(taxed?.taxableAnnual).toBe(inKind);
    }
  }
  // The home's "saved" is the calculator's saving.
  const savings = planSavings({
    facts: employee.facts,
    items,
    family: employee.family.map((m) => ({ ...m, active: true })),
    privateUsePercent: 50,
    flexibleAvailable: 0,
    taxYear: taxYearFor(YEAR),
  })!;
  expect(savings.saved).toBe(simulation.savingAnnual);

  // Every euro given up, on every figure: what the contracts charge the employee = the
  // calculator's flexible remuneration = the payslips' products = the PDF's grand total.
  const charged = stored.reduce((sum, c) => sum + c.priced.finalPrice, 0);
  const payslips = monthlyPayslips({
    facts: employee.facts,
    items,
    familyDisabilities: new Map(employee.family.map((m) => [m.id, m.disability])),
    privateUsePercent: 50,
    taxYear: taxYearFor(YEAR),
  })!;
  expect(simulation.benefitsAnnual).toBe(charged);
  expect(payslips.totals.with.paid).toBe(charged);
  expect(contractTotals(stored.map((c) => c.priced)).givenUp).toBe(charged);
  expect(payslips.simulation.savingAnnual).toBe(simulation.savingAnnual);
  // Each with-plan bank net = gross − social security − withholding − every product paid that payment.
  for (const payslip of payslips.payslips) {
    const side = payslip.with;
    const paid = side.products.reduce((sum, p) => sum + p.paid, 0);
    expect(side.net).toBe(side.gross - side.socialSecurity - side.withholding - paid);
  }
}

describe('one figure per contract, everywhere: card, cart, calculator, payslip and PDF', () => {
  it('card = cart = calculator = PDF for a laura-like employee', () => {
    fc.assert(
      fc.property(fc.array(proposalArb, { minLength: 1, maxLength: 8 }), (proposals) => check(laura, proposals)),
      { numRuns: 150 },
    );
  });

  it('card = cart = calculator = PDF for a single employee', () => {
    fc.assert(
      fc.property(fc.array(proposalArb, { minLength: 1, maxLength: 8 }), (proposals) => check(single, proposals)),
      { numRuns: 150 },
    );
  });
});
