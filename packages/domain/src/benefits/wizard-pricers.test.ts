import { describe, expect, it } from 'vitest';
import { testBags, testBenefit } from '../bags/test-fixtures';
import type { ContractItemDraft } from '../contracts/contract-item-draft';
import type { FamilyMemberRef } from './age';
import type { Benefit } from './benefit';
import { priceCartItem, type CartItemInput } from './cart-item-rules';
import { seedLifeAxaRateTable, seedLifeRateTable } from './seed-rate-tables';

// 10 March 2026, company cut-off day 20: the open months are April to December.
const today = '2026-03-10';
const family: FamilyMemberRef[] = [
  { id: 2, birthday: '1991-01-01', relationship: 'spouse' },
  { id: 3, birthday: '2023-08-15', relationship: 'child' },
];
const aprilToDecember = Array.from({ length: 9 }, (_, i) => i + 4);
const employeeItems = (months = aprilToDecember, price = 1): ContractItemDraft[] => months.map((month) => ({ familyId: null, month, price }));

const sanitas = testBenefit({
  id: 10,
  alias: 'health-insurance',
  line: 'Exent',
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
});
const dental = testBenefit({
  id: 11,
  alias: 'health-insurance',
  line: 'Exent',
  parentId: 10,
  isSupplementary: true,
  provider: sanitas.provider,
  ageGroups: [{ from: 0, to: 120, price: 900 }],
  ageGroupsForFamily: [{ from: 0, to: 120, price: 900 }],
});
const otherDental = testBenefit({ id: 12, alias: 'health-insurance', line: 'Exent', parentId: 99, isSupplementary: true, defaultPrice: 700 });
const basket = testBenefit({ id: 20, alias: 'saving-plan', line: 'Top', minAmount: 3_000, savingsType: 'moderate' });
const life = testBenefit({ id: 30, alias: 'life-insurance', line: 'Top', rateTable: 'life-2026' });
const lifeAxa = testBenefit({ id: 31, alias: 'life-insurance-axa', line: 'Top', rateTable: 'life-axa-2026' });
const tiguan = testBenefit({
  id: 40,
  alias: 'renting',
  line: 'Exent',
  contractMethod: 'hole-year',
  vehicle: { model: 'VW Tiguan', vehicleValue: 3_980_000, efficiency: 'none', feeWithoutVAT: 45_455, feeWithVAT: 55_000 },
});
const corolla = testBenefit({
  id: 41,
  alias: 'renting',
  line: 'Exent',
  contractMethod: 'hole-year',
  vehicle: { model: 'Toyota Corolla Hybrid', vehicleValue: 2_890_000, efficiency: 'hybrid', feeWithoutVAT: 32_231, feeWithVAT: 39_000 },
});

function input(benefit: Benefit, overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    benefit,
    bags: testBags({ flexibleBag: 1_260_000, topBag: 300_000, fixedSalary: 4_200_000, variableSalary: 300_000 }),
    year: 2026,
    contracts: [],
    family,
    items: [],
    today,
    companyCutOffDay: 20,
    employeeBirthday: '1988-04-12',
    ...overrides,
  };
}

function refusal(run: () => unknown): { code?: string; params?: Record<string, unknown> } | undefined {
  try {
    run();
  } catch (error) {
    return error as { code?: string; params?: Record<string, unknown> };
  }
  return undefined;
}

describe('health insurance pricer', () => {
  const spouseAndChildWithDental = {
    members: [
      { familyId: 2, startMonth: 4, supplementaries: [{ benefitId: 11, startMonth: 4 }] },
      { familyId: 3, startMonth: 6, supplementaries: [{ benefitId: 11, startMonth: 6 }] },
    ],
  };
  const health = (details: unknown, over: Partial<CartItemInput> = {}) =>
    input(sanitas, { details: details as Record<string, unknown>, supplementaries: [dental, otherDental], ...over });

  it("prices each member by age with the supplementary in the main benefit's contract, one item per benefit, member and month", () => {
    const result = priceCartItem(health(spouseAndChildWithDental));
    // Spouse (35) 5 200 + dental 900 from April; child (2) 3 500 + dental 900 from June.
    expect(result.items).toHaveLength(9 * 2 + 7 * 2);
    expect(result.items.filter((i) => i.benefitId === 11)).toHaveLength(16);
    expect(result.items.find((i) => i.familyId === 2 && i.month === 4 && i.benefitId === undefined)).toMatchObject({ price: 5_200 });
    expect(result.price).toBe(9 * (5_200 + 900) + 7 * (3_500 + 900));
    // The 20 % goes to the employee only (contributionTarget), so none here.
    expect(result.contributedPrice).toBe(0);
    expect(result.details).toEqual({ ...spouseAndChildWithDental, samePeriod: true });
  });

  it("gives the employee the main benefit's contribution, and a supplementary its own (none)", () => {
    const result = priceCartItem(health({ members: [{ familyId: null, startMonth: 4, supplementaries: [{ benefitId: 11, startMonth: 4 }] }] }));
    const april = result.items.filter((i) => i.month === 4);
    expect(april).toEqual([
      { familyId: null, month: 4, price: 5_200, contributedPrice: 1_040 },
      { benefitId: 11, familyId: null, month: 4, price: 900, contributedPrice: 0 },
    ]);
  });

  it('refuses a provider while a live health contract of another provider exists', () => {
    const other = [{ status: 'pending' as const, providerId: 2 }];
    expect(refusal(() => priceCartItem(health(spouseAndChildWithDental, { healthContracts: other })))?.code).toBe('HEALTH_PROVIDER_NOT_SELECTABLE');
    const cancelled = [
      { status: 'cancelled' as const, providerId: 2 },
      { status: 'contracted' as const, providerId: 1 },
    ];
    expect(priceCartItem(health(spouseAndChildWithDental, { healthContracts: cancelled })).price).toBeGreaterThan(0);
  });

  it('refuses a supplementary of another benefit, and one starting before its main', () => {
    const unknown = { members: [{ familyId: 2, startMonth: 4, supplementaries: [{ benefitId: 12, startMonth: 4 }] }] };
    expect(refusal(() => priceCartItem(health(unknown)))?.code).toBe('HEALTH_SUPPLEMENTARY_UNKNOWN');
    const early = { members: [{ familyId: 2, startMonth: 5, supplementaries: [{ benefitId: 11, startMonth: 4 }] }] };
    expect(refusal(() => priceCartItem(health(early)))?.code).toBe('HEALTH_SUPPLEMENTARY_BEFORE_MAIN');
  });

  it('keeps the same-period rule whatever the details say, and refuses closed start months', () => {
    const details = {
      members: [
        { familyId: null, startMonth: 6, supplementaries: [] },
        { familyId: 2, startMonth: 4, supplementaries: [] },
      ],
      samePeriod: false,
    };
    expect(refusal(() => priceCartItem(health(details)))?.code).toBe('HEALTH_DEPENDANT_BEFORE_HOLDER');
    expect(refusal(() => priceCartItem(health({ members: [{ familyId: 2, startMonth: 3 }] })))?.code).toBe('HEALTH_START_MONTH_UNAVAILABLE');
  });

  it("cannot insure the employee without a birthday, nor the user's own family entry", () => {
    const employee = { members: [{ familyId: null, startMonth: 4 }] };
    expect(refusal(() => priceCartItem(health(employee, { employeeBirthday: null })))?.code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    const own = health({ members: [{ familyId: 1, startMonth: 4 }] }, { family: [...family, { id: 1, birthday: '1988-04-12', relationship: 'you' }] });
    expect(refusal(() => priceCartItem(own))?.code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
  });

  it('refuses a price over the bags with PRICE_OVER, and malformed details by field', () => {
    const poor = health(spouseAndChildWithDental, { bags: testBags({ flexibleBag: 50_000 }) });
    expect(refusal(() => priceCartItem(poor))).toMatchObject({ code: 'PRICE_OVER', params: { available: 50_000 } });
    expect(refusal(() => priceCartItem(health({ members: [] })))).toMatchObject({
      code: 'VALIDATION',
      params: { field: 'details.members', message: 'validation.required' },
    });
  });
});

describe('item benefit ids (the key of an item is benefit, member and month)', () => {
  it("treats an item naming the contract's own benefit like one without, so duplicates are still caught", () => {
    const items = [
      { benefitId: 50, familyId: null, month: 4, price: 5_000 },
      { familyId: null, month: 4, price: 5_000 },
    ];
    const gym = testBenefit({ id: 50 });
    expect(refusal(() => priceCartItem(input(gym, { items })))?.code).toBe('DUPLICATE_ITEM_MONTH');
    const result = priceCartItem(input(gym, { items: [{ benefitId: 50, familyId: null, month: 4, price: 5_000 }] }));
    expect(result.items).toEqual([{ familyId: null, month: 4, price: 5_000, contributedPrice: 0 }]);
  });

  it("refuses an item naming a benefit that is neither the contract's nor one of its supplementaries", () => {
    const gym = testBenefit({ id: 50 });
    expect(refusal(() => priceCartItem(input(gym, { items: [{ benefitId: 11, familyId: null, month: 4, price: 5_000 }] })))).toMatchObject({
      code: 'VALIDATION',
      params: { field: 'items.0.benefitId' },
    });
    const health = input(sanitas, {
      items: [{ benefitId: 12, familyId: null, month: 4, price: 1 }],
      supplementaries: [dental, otherDental],
      details: { members: [{ familyId: 2, startMonth: 4 }] },
    });
    expect(refusal(() => priceCartItem(health))?.code).toBe('VALIDATION');
  });
});

describe('saving plan pricer', () => {
  const months = [
    { month: 4, amount: 10_000 },
    { month: 5, amount: 0 },
    { month: 6, amount: 10_000 },
  ];
  const saving = (over: Partial<CartItemInput> = {}, details: Record<string, unknown> = { benefitId: 20, months }) => input(basket, { details, ...over });

  it("builds the employee's items from the months of the details; a first subscription has no effective date", () => {
    const result = priceCartItem(saving());
    expect(result.items).toEqual([
      { familyId: null, month: 4, price: 10_000, contributedPrice: 0 },
      { familyId: null, month: 6, price: 10_000, contributedPrice: 0 },
    ]);
    expect(result.details).toEqual({
      benefitId: 20,
      familyId: null,
      months: [
        { month: 4, amount: 10_000 },
        { month: 6, amount: 10_000 },
      ],
    });
    expect(result.effectiveDate).toBeUndefined();
  });

  it('allows one saving plan in the cart: another is refused, the same one may be edited', () => {
    const inCart = [{ id: 7, status: 'cart' as const, benefitId: 21 }];
    expect(refusal(() => priceCartItem(saving({ savingContracts: inCart })))?.code).toBe('SAVING_PLAN_PENDING_IN_CART');
    const self = [{ id: 7, status: 'cart' as const, benefitId: 20 }];
    expect(priceCartItem(saving({ savingContracts: self, editing: { id: 7, status: 'cart', items: [] } })).price).toBe(20_000);
  });

  it("changes a contracted plan only inside a window, from the window's effective month", () => {
    const contracted = [{ id: 8, status: 'contracted' as const, benefitId: 21 }];
    expect(refusal(() => priceCartItem(saving({ savingContracts: contracted })))?.code).toBe('SAVING_PLAN_OUTSIDE_WINDOW');
    // 20 April: the cut-off day, so June opens, the window's effective month.
    const inWindow = priceCartItem(saving({ savingContracts: contracted, today: '2026-04-20' }, { benefitId: 20, months: [{ month: 6, amount: 10_000 }] }));
    expect(inWindow.effectiveDate).toBe('2026-06-01');
    // 12 April: May is open but the change only takes effect on 1 June.
    const may = saving({ savingContracts: contracted, today: '2026-04-12' }, { benefitId: 20, months: [{ month: 5, amount: 10_000 }] });
    expect(refusal(() => priceCartItem(may))).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month: 5 } });
  });

  it('refuses another basket in the details (in place: SAVING_PLAN_IN_CART), a zero total and a month below the minimum', () => {
    expect(refusal(() => priceCartItem(saving({}, { benefitId: 21, months })))).toMatchObject({ code: 'VALIDATION', params: { field: 'details.benefitId' } });
    const editing = saving({ editing: { id: 7, status: 'cart', items: [] } }, { benefitId: 21, months });
    expect(refusal(() => priceCartItem(editing))?.code).toBe('SAVING_PLAN_IN_CART');
    expect(refusal(() => priceCartItem(saving({}, { benefitId: 20, months: [{ month: 4, amount: 0 }] })))?.code).toBe('ZERO_PRICE');
    expect(refusal(() => priceCartItem(saving({}, { benefitId: 20, months: [{ month: 4, amount: 1_000 }] })))?.code).toBe('MIN_AMOUNT_NOT_REACHED');
  });

  describe('for a family member, with baskets from two providers (the family step)', () => {
    const fidelidade = { ...basket, provider: { id: 1, name: 'Fidelidade', logo: null, website: null }, whoAffect: 'both' as const };
    const ageas = testBenefit({
      id: 21,
      alias: 'saving-plan',
      line: 'Top',
      minAmount: 3_000,
      provider: { id: 2, name: 'Ageas', logo: null, website: null },
      whoAffect: 'employee',
    });
    const forChild = (benefit: Benefit, familyId: number | null, over: Partial<CartItemInput> = {}) =>
      input(benefit, { details: { benefitId: benefit.id, familyId, months }, savingPlanBaskets: [fidelidade, ageas], ...over });

    it("puts the plan in the child's name: items and details carry the familyId", () => {
      const result = priceCartItem(forChild(fidelidade, 3));
      expect(result.items.map((i) => i.familyId)).toEqual([3, 3]);
      expect(result.details).toMatchObject({ benefitId: 20, familyId: 3 });
    });

    it("refuses whom the offer leaves out, someone outside the user's family and the user's own entry", () => {
      expect(refusal(() => priceCartItem(forChild(ageas, 3)))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
      expect(priceCartItem(forChild(ageas, null)).price).toBe(20_000);
      expect(refusal(() => priceCartItem(forChild(fidelidade, 99)))).toMatchObject({ code: 'BENEFICIARY_NOT_ALLOWED', params: { familyId: 99 } });
      const withOwnEntry = [{ id: 1, birthday: '1988-04-12', relationship: 'you' as const }, ...family];
      expect(refusal(() => priceCartItem(forChild(fidelidade, 1, { family: withOwnEntry })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
    });

    it("keeps the plan the employee's when the baskets have one provider (no family step)", () => {
      expect(refusal(() => priceCartItem(forChild(fidelidade, 3, { savingPlanBaskets: [fidelidade] })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
      expect(refusal(() => priceCartItem(forChild(fidelidade, 3, { savingPlanBaskets: undefined })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
    });

    it('keeps one saving plan in the cart whoever it is for', () => {
      const employeesInCart = [{ id: 7, status: 'cart' as const, benefitId: 21 }];
      expect(refusal(() => priceCartItem(forChild(fidelidade, 3, { savingContracts: employeesInCart })))?.code).toBe('SAVING_PLAN_PENDING_IN_CART');
    });
  });
});

describe('life insurance pricer', () => {
  const lifeInput = (details: Record<string, unknown>, over: Partial<CartItemInput> = {}) =>
    input(life, { items: employeeItems(), details, rateTable: seedLifeRateTable, ...over });

  it('prices death and disability by the age on the first item month, whatever the proposed prices', () => {
    const result = priceCartItem(lifeInput({ death: 5_000_000, disability: 2_000_000, price: 1 }));
    // 37 on 1 April 2026: death 1.05 ‰ of 50 000 €, disability 0.59 ‰ of 20 000 € → (52.50 + 11.80) € a year / 12 → 536 cents.
    expect(result.items.every((i) => i.price === 536)).toBe(true);
    expect(result.price).toBe(9 * 536);
    expect(result.details).toEqual({ death: 5_000_000, disability: 2_000_000, startDate: '2026-04-01', price: 536, table: 'life-2026' });
    expect(result.effectiveDate).toBe('2026-04-01');
  });

  it('refuses a death capital under 35 000 €, an age beyond the table and a family member', () => {
    expect(refusal(() => priceCartItem(lifeInput({ death: 3_000_000, disability: 0 })))).toMatchObject({
      code: 'LIFE_DEATH_MINIMUM',
      params: { field: 'death', minimum: 3_500_000 },
    });
    expect(refusal(() => priceCartItem(lifeInput({ death: 5_000_000, disability: 0 }, { employeeBirthday: '1950-01-01' })))?.code).toBe('LIFE_AGE_LIMIT');
    const spouse = lifeInput({ death: 5_000_000, disability: 0 }, { items: [{ familyId: 2, month: 4, price: 1 }] });
    expect(refusal(() => priceCartItem(spouse))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
  });

  it('needs the rate table and the birthday, and refuses a premium over the top bag', () => {
    expect(refusal(() => priceCartItem(lifeInput({ death: 5_000_000, disability: 0 }, { rateTable: seedLifeAxaRateTable })))?.code).toBe(
      'CATEGORY_NOT_SUPPORTED',
    );
    expect(refusal(() => priceCartItem(lifeInput({ death: 5_000_000, disability: 0 }, { employeeBirthday: null })))).toMatchObject({
      code: 'VALIDATION',
      params: { field: 'birthday' },
    });
    expect(refusal(() => priceCartItem(lifeInput({ death: 500_000_000, disability: 0 })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });

  it('refuses no months at all as a zero price', () => {
    expect(refusal(() => priceCartItem(lifeInput({ death: 5_000_000, disability: 0 }, { items: [] })))?.code).toBe('ZERO_PRICE');
  });

  it("runs from the start month the details' startDate names to December, priced by the age then", () => {
    // The proposed items (April–December) are not read: the start date says July.
    const july = priceCartItem(lifeInput({ death: 5_000_000, disability: 2_000_000, startDate: '2026-07-01' }));
    expect(july.items.map((i) => i.month)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(july).toMatchObject({ price: 6 * 536, effectiveDate: '2026-07-01', details: { startDate: '2026-07-01' } });
    // Without a start date, the first proposed month starts it.
    const fromItems = priceCartItem(lifeInput({ death: 5_000_000, disability: 0 }, { items: employeeItems([10, 11, 12]) }));
    expect(fromItems.effectiveDate).toBe('2026-10-01');
  });

  it('refuses a start month that is not open, of this year or another', () => {
    // 10 March, cut-off day 20: March is closed; a start date in 2030 is no month of the 2026 contract.
    for (const startDate of ['2026-03-01', '2030-01-01']) {
      expect(refusal(() => priceCartItem(lifeInput({ death: 5_000_000, disability: 0, startDate })))).toMatchObject({
        code: 'MONTH_NOT_AVAILABLE',
        params: { month: Number(startDate.slice(5, 7)) },
      });
    }
    const closed = lifeInput({ death: 5_000_000, disability: 0 }, { items: employeeItems([3, 4, 5]) });
    expect(refusal(() => priceCartItem(closed))).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month: 3 } });
  });
});

describe('life-axa pricer', () => {
  const axa = { fallcc: 5_000_000, falla: 5_000_000, fallac: 0, ipacc: 0, ipaa: 0, ipaac: 0, ginv: 0 };
  const axaInput = (details: Record<string, unknown>, over: Partial<CartItemInput> = {}) =>
    input(lifeAxa, { items: employeeItems(), details, rateTable: seedLifeAxaRateTable, ...over });

  it('prices a valid policy by the age on the effective date', () => {
    const result = priceCartItem(axaInput(axa));
    // 37: FALLCC 1.103 ‰ and FALLA 0.35 ‰ of 50 000 € each → (55.15 + 17.50) € a year / 12 → 605.42 → 605 cents.
    expect(result.items.every((i) => i.price === 605)).toBe(true);
    expect(result.details).toMatchObject({ ...axa, startDate: '2026-04-01', price: 605, table: 'life-axa-2026' });
  });

  it("refuses a proposal that breaks a rule with that rule's code", () => {
    expect(refusal(() => priceCartItem(axaInput({ ...axa, falla: 6_000_000 })))).toMatchObject({
      code: 'LIFE_AXA_EXCEEDS_PARENT',
      params: { field: 'falla', parent: 'fallcc' },
    });
    expect(refusal(() => priceCartItem(axaInput({ ...axa, fallcc: 0, falla: 0 })))?.code).toBe('LIFE_AXA_MANDATORY');
    expect(refusal(() => priceCartItem(axaInput({ ...axa, fallcc: 3_000_000, falla: 0 })))?.code).toBe('LIFE_AXA_MINIMUM');
    expect(refusal(() => priceCartItem(axaInput({ ...axa, ipaa: 1_000_000 })))?.code).toBe('LIFE_AXA_REQUIRES');
    expect(refusal(() => priceCartItem(axaInput(axa, { employeeBirthday: '1950-01-01' })))?.code).toBe('LIFE_AXA_AGE_LIMIT');
  });

  it('checks the rules even when the browser sent no months (its broken quote has no items)', () => {
    expect(refusal(() => priceCartItem(axaInput({ ...axa, falla: 6_000_000 }, { items: [] })))?.code).toBe('LIFE_AXA_EXCEEDS_PARENT');
    expect(refusal(() => priceCartItem(axaInput(axa, { items: [] })))?.code).toBe('ZERO_PRICE');
  });

  it('runs from the chosen start month, and refuses a closed one', () => {
    const october = priceCartItem(axaInput({ ...axa, startDate: '2026-10-01' }));
    expect(october.items.map((i) => i.month)).toEqual([10, 11, 12]);
    expect(october).toMatchObject({ price: 3 * 605, effectiveDate: '2026-10-01' });
    expect(refusal(() => priceCartItem(axaInput({ ...axa, startDate: '2026-02-01' })))).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month: 2 } });
  });
});

describe('renting pricer', () => {
  const fees = { feeWithoutVAT: 45_455, feeWithVAT: 55_000, vehicleValue: 3_980_000, years: 3, privateUse: 99 };
  const renting = (benefit: Benefit, details: Record<string, unknown>, over: Partial<CartItemInput> = {}) =>
    input(benefit, { items: employeeItems(), details, privateUse: 30, ...over });

  it("charges the fee with VAT each month and values the car with the profile's private use and the catalogue's vehicle", () => {
    const result = priceCartItem(renting(tiguan, fees));
    expect(result.items.every((i) => i.price === 55_000)).toBe(true);
    // 39 800 € × 20 % × 30 % / 12 = 199 € a month (no reduction for a petrol car).
    expect(result.details).toEqual({ ...fees, privateUse: 30, startDate: '2026-04-01', efficiency: 'none', inKindMonthly: 19_900 });
    expect(result.effectiveDate).toBe('2026-04-01');
  });

  it('takes the fees and the vehicle value from the catalogue when the details leave them out', () => {
    const result = priceCartItem(renting(tiguan, { years: 4 }));
    expect(result).toMatchObject({ price: 9 * 55_000, details: { feeWithoutVAT: 45_455, feeWithVAT: 55_000, vehicleValue: 3_980_000, years: 4 } });
  });

  it("refuses any fee or vehicle value other than the catalogue's, naming the field", () => {
    // The 390 €/month Corolla offered at 10 €/month.
    expect(refusal(() => priceCartItem(renting(corolla, { feeWithoutVAT: 826, feeWithVAT: 1_000, vehicleValue: 2_890_000, years: 2 })))).toMatchObject({
      code: 'RENTING_PRICE_MISMATCH',
      params: { field: 'feeWithoutVAT', expected: 32_231 },
    });
    expect(refusal(() => priceCartItem(renting(corolla, { feeWithVAT: 1_000 })))).toMatchObject({
      code: 'RENTING_PRICE_MISMATCH',
      params: { field: 'feeWithVAT', expected: 39_000 },
    });
    expect(refusal(() => priceCartItem(renting(tiguan, { ...fees, vehicleValue: 100 })))).toMatchObject({
      code: 'RENTING_PRICE_MISMATCH',
      params: { field: 'vehicleValue', expected: 3_980_000 },
    });
  });

  it('cannot price a renting whose benefit names no vehicle in the catalogue', () => {
    expect(refusal(() => priceCartItem(renting({ ...tiguan, vehicle: null }, fees)))?.code).toBe('CATEGORY_NOT_SUPPORTED');
  });

  it("reduces the in-kind value of a hybrid under 35 000 € by 20 %, with the latest tax year's rules for 2027, and stores the efficiency", () => {
    const nextYear = { ...corolla, endDate: '2027-12-31' };
    const details = { feeWithoutVAT: 32_231, feeWithVAT: 39_000, vehicleValue: 2_890_000, years: 2 };
    const wholeYear = employeeItems(Array.from({ length: 12 }, (_, i) => i + 1));
    const result = priceCartItem(renting(nextYear, details, { year: 2027, today: '2026-11-23', items: wholeYear }));
    // 28 900 € × 20 % × 80 % × 30 % / 12 = 115.60 €.
    expect(result.details).toMatchObject({ inKindMonthly: 11_560, efficiency: 'hybrid', years: 2, startDate: '2027-01-01' });
  });

  it('refuses a catalogue fee without VAT above its fee with VAT, a term outside 2–5 years and a late start of a whole-year car', () => {
    const wrongCatalogue = { ...tiguan, vehicle: { ...tiguan.vehicle!, feeWithoutVAT: 60_000 } };
    expect(refusal(() => priceCartItem(renting(wrongCatalogue, { years: 3 })))).toMatchObject({
      code: 'RENTING_FEE_VAT',
      params: { field: 'feeWithoutVAT' },
    });
    for (const years of [1, 6]) {
      expect(refusal(() => priceCartItem(renting(tiguan, { ...fees, years })))).toMatchObject({
        code: 'RENTING_YEARS',
        params: { field: 'years', min: 2, max: 5 },
      });
    }
    // The Tiguan is contracted for every open month (hole-year): starting in May leaves April out.
    expect(refusal(() => priceCartItem(renting(tiguan, { ...fees, startDate: '2026-05-01' })))?.code).toBe('WHOLE_YEAR_REQUIRED');
  });

  it('starts a monthly renting in the chosen month', () => {
    const monthly = { ...tiguan, contractMethod: 'monthly' as const };
    const result = priceCartItem(renting(monthly, { ...fees, startDate: '2026-09-01' }));
    expect(result.items.map((i) => i.month)).toEqual([9, 10, 11, 12]);
    expect(result).toMatchObject({ price: 4 * 55_000, effectiveDate: '2026-09-01' });
  });

  it('refuses a fee the flexible bag cannot pay', () => {
    expect(refusal(() => priceCartItem(renting(tiguan, fees, { bags: testBags({ flexibleBag: 400_000 }) })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });
});
