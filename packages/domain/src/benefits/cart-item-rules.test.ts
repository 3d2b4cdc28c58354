import { describe, expect, it } from 'vitest';
import { testBags, testBenefit, testCharge } from '../bags/test-fixtures';
import type { ContractItemDraft } from '../contracts/contract-item-draft';
import type { FamilyMemberRef } from './age';
import { categoryPricers, monthlyPricer, priceCartItem, type CartItemInput } from './cart-item-rules';

// 10 March 2026, company cut-off day 20: the open months are April to December.
const today = '2026-03-10';
const family: FamilyMemberRef[] = [
  { id: 1, birthday: '1990-01-01', relationship: 'you' },
  { id: 2, birthday: '1991-01-01', relationship: 'spouse' },
  { id: 3, birthday: '2023-08-15', relationship: 'child' },
];

function months(from: number, to: number, price: number, familyId: number | null = null): ContractItemDraft[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ familyId, month: from + i, price }));
}

function input(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    benefit: testBenefit({ alias: 'gym', line: 'Top' }),
    bags: testBags({ flexibleBag: 300_000, topBag: 200_000, fixedSalary: 3_000_000, variableSalary: 0 }),
    year: 2026,
    contracts: [],
    family,
    items: months(4, 6, 5_000),
    today,
    companyCutOffDay: 20,
    ...overrides,
  };
}

function refusal(run: () => unknown): { code?: string; message?: string; params?: unknown } | undefined {
  try {
    run();
  } catch (error) {
    return error as { code?: string; message?: string; params?: unknown };
  }
  return undefined;
}

describe('priceCartItem: the monthly form (gym, default)', () => {
  it('prices the items and totals the contract', () => {
    const result = priceCartItem(input());
    expect(result).toEqual({
      items: months(4, 6, 5_000).map((i) => ({ ...i, contributedPrice: 0 })),
      price: 15_000,
      contributedPrice: 0,
      finalPrice: 15_000,
      userBag: 0,
      details: {},
    });
  });

  it('drops zero-priced months and works out the contribution per beneficiary', () => {
    const benefit = testBenefit({ contribution: { kind: 'percent', basisPoints: 5_000 }, contributionTarget: 'family' });
    const result = priceCartItem(
      input({
        benefit,
        items: [
          { familyId: null, month: 4, price: 10_000 },
          { familyId: 2, month: 4, price: 10_000 },
          { familyId: null, month: 5, price: 0 },
        ],
      }),
    );
    expect(result.items).toEqual([
      { familyId: null, month: 4, price: 10_000, contributedPrice: 0 },
      { familyId: 2, month: 4, price: 10_000, contributedPrice: 5_000 },
    ]);
    expect(result).toMatchObject({ price: 20_000, contributedPrice: 5_000, finalPrice: 15_000 });
  });

  it("refuses a beneficiary whoAffect does not name, the user's own entry and strangers", () => {
    const employeeOnly = testBenefit({ whoAffect: 'employee' });
    expect(refusal(() => priceCartItem(input({ benefit: employeeOnly, items: [{ familyId: 2, month: 4, price: 1 }] })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
    expect(refusal(() => priceCartItem(input({ items: [{ familyId: 1, month: 4, price: 1 }] })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
    expect(refusal(() => priceCartItem(input({ items: [{ familyId: 77, month: 4, price: 1 }] })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
  });

  it('refuses a zero price', () => {
    const error = refusal(() => priceCartItem(input({ items: months(4, 6, 0) })));
    expect(error).toMatchObject({ code: 'ZERO_PRICE' });
    expect(refusal(() => priceCartItem(input({ items: [] })))?.code).toBe('ZERO_PRICE');
  });

  it('refuses a month below minAmount', () => {
    const benefit = testBenefit({ minAmount: 6_000 });
    expect(refusal(() => priceCartItem(input({ benefit })))).toMatchObject({ code: 'MIN_AMOUNT_NOT_REACHED', params: { min: 6_000, month: 4, price: 5_000 } });
  });

  it('refuses a month before the start month, and one monthsAvailability closes', () => {
    expect(refusal(() => priceCartItem(input({ items: months(3, 4, 5_000) })))).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month: 3 } });
    const noMay = testBenefit({ monthsAvailability: Array.from({ length: 12 }, (_, i) => i !== 4) });
    expect(refusal(() => priceCartItem(input({ benefit: noMay })))).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month: 5 } });
  });

  it('ignores a zero-priced closed month (a month not taken)', () => {
    expect(priceCartItem(input({ items: [{ familyId: null, month: 2, price: 0 }, ...months(4, 4, 5_000)] })).price).toBe(5_000);
  });

  it('asks a whole-year benefit for every open month', () => {
    const wholeYear = testBenefit({ contractMethod: 'hole-year' });
    expect(priceCartItem(input({ benefit: wholeYear, items: months(4, 12, 1_000) })).price).toBe(9_000);
    expect(refusal(() => priceCartItem(input({ benefit: wholeYear, items: months(4, 11, 1_000) })))?.code).toBe('WHOLE_YEAR_REQUIRED');
  });
});

describe('priceCartItem: the bags', () => {
  it("refuses a price above the available amount with the spec's message", () => {
    const contracts = [testCharge({ line: 'Top', price: 190_000 })];
    expect(refusal(() => priceCartItem(input({ contracts })))).toMatchObject({
      code: 'PRICE_EXCEEDS_AVAILABLE',
      message: 'El precio ha excedido la cantidad disponible',
      params: { available: 10_000 },
    });
    expect(priceCartItem(input({ contracts, items: months(4, 5, 5_000) })).finalPrice).toBe(10_000);
  });

  it('charges the company contribution to the company, not the bag', () => {
    const benefit = testBenefit({ contribution: { kind: 'amount', cents: 2_000 } });
    const contracts = [testCharge({ line: 'Top', price: 191_000 })];
    expect(priceCartItem(input({ benefit, contracts })).finalPrice).toBe(9_000);
  });

  it("draws on the Exent line's flexible bag", () => {
    const benefit = testBenefit({ line: 'Exent' });
    const contracts = [testCharge({ line: 'Exent', price: 290_000 }), testCharge({ line: 'Top', price: 200_000 })];
    expect(priceCartItem(input({ benefit, contracts, items: months(4, 5, 5_000) })).finalPrice).toBe(10_000);
    expect(refusal(() => priceCartItem(input({ benefit, contracts })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });

  it('leaves out the contract being edited', () => {
    const edited = testCharge({ id: 7, line: 'Top', price: 200_000, status: 'cart' });
    const editing = { id: 7, status: 'cart' as const, items: [] };
    expect(priceCartItem(input({ contracts: [edited], editing, items: months(4, 7, 50_000) })).price).toBe(200_000);
  });

  it('spends the user bag first, and only on a benefit that may use it', () => {
    const bags = testBags({ topBag: 200_000, userBag: 20_000, userBagRestricted: true });
    const contracts = [testCharge({ line: 'Top', price: 195_000 })];
    expect(refusal(() => priceCartItem(input({ bags, contracts })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
    const result = priceCartItem(input({ bags, contracts, benefit: testBenefit({ usesUserBag: true }) }));
    expect(result).toMatchObject({ finalPrice: 15_000, userBag: 15_000 });
    expect(priceCartItem(input({ bags, benefit: testBenefit({ usesUserBag: true }), items: months(4, 8, 5_000) })).userBag).toBe(20_000);
  });

  it("caps each month at the line's bag (max price), even with a user bag", () => {
    const bags = testBags({ topBag: 10_000, userBag: 100_000 });
    expect(refusal(() => priceCartItem(input({ bags, items: [{ familyId: null, month: 4, price: 12_000 }] })))).toMatchObject({
      code: 'PRICE_EXCEEDS_AVAILABLE',
      params: { maxPrice: 10_000, month: 4 },
    });
  });

  it('uses the fixed salary as the Top bag when there is none', () => {
    const bags = testBags({ topBag: null, fixedSalary: 3_000_000 });
    expect(priceCartItem(input({ bags, items: months(4, 6, 100_000) })).price).toBe(300_000);
  });

  it('lets a contract that is over a bag since lowered shrink', () => {
    const stored = months(4, 12, 10_000).map((i) => ({ ...i, contributedPrice: 0 }));
    const editing = { id: 9, status: 'contracted' as const, items: stored };
    const contracts = [testCharge({ id: 9, line: 'Top', price: 90_000 })];
    const bags = testBags({ topBag: 20_000 });
    expect(priceCartItem(input({ bags, contracts, editing, items: months(4, 12, 8_000) })).price).toBe(72_000);
    expect(refusal(() => priceCartItem(input({ bags, contracts, editing, items: months(4, 12, 11_000) })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });
});

describe('priceCartItem: the legal limits', () => {
  it('refuses in-kind pay above 30 % of salary', () => {
    const bags = testBags({ topBag: null, fixedSalary: 10_000_000 });
    const contracts = [testCharge({ line: 'Top', price: 2_900_000 })];
    expect(refusal(() => priceCartItem(input({ bags, contracts, items: months(4, 12, 20_000) })))).toMatchObject({
      code: 'IN_KIND_OVER_30_PERCENT',
      params: { max: 100_000 },
    });
  });

  it('refuses cash pay below the minimum wage', () => {
    const bags = testBags({ topBag: null, fixedSalary: 2_000_000 });
    expect(refusal(() => priceCartItem(input({ bags, items: months(4, 12, 35_000) })))).toMatchObject({
      code: 'BELOW_MINIMUM_WAGE',
      params: { max: 290_600 },
    });
    expect(refusal(() => priceCartItem(input({ bags, items: months(4, 12, 35_000), minimumWageAnnual: 1_000_000 })))).toBeUndefined();
  });
});

describe('priceCartItem: modifying a contract', () => {
  const stored = months(1, 6, 5_000).map((i) => ({ ...i, contributedPrice: 0 }));
  const editing = { id: 9, status: 'contracted' as const, items: stored };

  it('keeps its closed months as stored and changes the open ones', () => {
    const result = priceCartItem(input({ editing, items: [...months(1, 3, 5_000), ...months(4, 12, 6_000)] }));
    expect(result.price).toBe(15_000 + 54_000);
    expect(priceCartItem(input({ editing, items: months(4, 12, 6_000) })).price).toBe(15_000 + 54_000);
  });

  it('refuses a change to a closed month', () => {
    expect(refusal(() => priceCartItem(input({ editing, items: [{ familyId: null, month: 2, price: 9_000 }, ...months(4, 6, 5_000)] })))).toMatchObject({
      code: 'MONTH_NOT_AVAILABLE',
      params: { month: 2 },
    });
    expect(refusal(() => priceCartItem(input({ editing, items: [{ familyId: null, month: 2, price: 0 }] })))?.code).toBe('MONTH_NOT_AVAILABLE');
  });

  it('holds nothing for a cart item: its closed months are refused', () => {
    expect(refusal(() => priceCartItem(input({ editing: { ...editing, status: 'cart' }, items: months(3, 4, 5_000) })))?.code).toBe('MONTH_NOT_AVAILABLE');
  });
});

describe('priceCartItem: categories', () => {
  it('refuses an informative benefit', () => {
    expect(refusal(() => priceCartItem(input({ benefit: testBenefit({ alias: 'informative' }) })))?.code).toBe('INFORMATIVE_NOT_CONTRACTABLE');
    expect(refusal(() => priceCartItem(input({ benefit: testBenefit({ contractMethod: 'informative' }) })))?.code).toBe('INFORMATIVE_NOT_CONTRACTABLE');
  });

  it('answers CATEGORY_NOT_SUPPORTED for a category without a pricer, and takes added pricers', () => {
    const health = testBenefit({ alias: 'health-insurance' });
    // Health has its pricer since the wizard pricers landed: a map without it stands for any category without one.
    expect(refusal(() => priceCartItem(input({ benefit: health }), { gym: monthlyPricer }))).toMatchObject({
      code: 'CATEGORY_NOT_SUPPORTED',
      params: { category: 'health-insurance' },
    });
    expect(priceCartItem(input({ benefit: health }), { ...categoryPricers, 'health-insurance': monthlyPricer }).price).toBe(15_000);
  });

  it('food by vouchers: re-computes the price from the selection', () => {
    const food = testBenefit({ alias: 'food', line: 'Exent', faceValues: [900, 1_100], workingPrice: 24_200 });
    const result = priceCartItem(
      input({
        benefit: food,
        items: months(4, 5, 1),
        details: {
          vouchers: [
            { faceValue: 900, count: 10 },
            { faceValue: 1_100, count: 0 },
          ],
        },
      }),
    );
    expect(result.items.map((i) => i.price)).toEqual([9_000, 9_000]);
    expect(result.details).toEqual({ vouchers: [{ faceValue: 900, count: 10 }] });
  });

  it('food: the format error, the working price and the employee only', () => {
    const card = testBenefit({ alias: 'food', line: 'Exent', workingPrice: 24_200 });
    expect(refusal(() => priceCartItem(input({ benefit: card, details: { vouchers: [{ faceValue: 900, count: 1 }] } })))?.code).toBe('FOOD_VOUCHER_FORMAT');
    expect(refusal(() => priceCartItem(input({ benefit: card, items: months(4, 4, 24_201) })))?.code).toBe('NUMBER_ABOVE_MAX');
    expect(refusal(() => priceCartItem(input({ benefit: card, items: months(4, 4, 1_000, 2) })))?.code).toBe('BENEFICIARY_NOT_ALLOWED');
  });

  it('transport: at most 1,500 € a year with the other transport contracts', () => {
    const transport = testBenefit({ alias: 'transport', line: 'Exent' });
    expect(priceCartItem(input({ benefit: transport, items: months(4, 12, 10_000) })).price).toBe(90_000);
    expect(refusal(() => priceCartItem(input({ benefit: transport, items: months(4, 12, 20_000) })))).toMatchObject({
      code: 'TRANSPORT_YEAR_CAP',
      params: { max: 150_000 },
    });
    const contracts = [testCharge({ category: 'transport', line: 'Exent', price: 100_000 })];
    expect(refusal(() => priceCartItem(input({ benefit: transport, contracts, items: months(4, 9, 10_000) })))).toMatchObject({
      code: 'TRANSPORT_YEAR_CAP',
      params: { remaining: 50_000 },
    });
  });

  it('kindergarten: per child and month, under 3 all the month', () => {
    const kindergarten = testBenefit({ alias: 'kindergarten', line: 'Exent' });
    expect(priceCartItem(input({ benefit: kindergarten, items: months(4, 7, 30_000, 3) })).price).toBe(120_000);
    expect(refusal(() => priceCartItem(input({ benefit: kindergarten, items: months(4, 8, 30_000, 3) })))).toMatchObject({
      code: 'KINDERGARTEN_AGE',
      params: { month: 8 },
    });
  });

  it('formation: a yearly payment is one amount, and the frequency is stored', () => {
    const formation = testBenefit({ alias: 'formation', line: 'Exent' });
    const result = priceCartItem(input({ benefit: formation, items: months(9, 9, 120_000), details: { paymentFreq: 'yearly' } }));
    expect(result).toMatchObject({ price: 120_000, details: { paymentFreq: 'yearly' } });
    expect(refusal(() => priceCartItem(input({ benefit: formation, items: months(9, 9, 120_000) })))?.code).toBe('FORMATION_PAYMENT_FREQ');
  });

  it('tickets / lottery: count × ticket price in one item, the first open month by default', () => {
    const lottery = testBenefit({ alias: 'lottery', ticketPrice: 2_000 });
    expect(priceCartItem(input({ benefit: lottery, items: [], details: { ticketCount: 3 } }))).toMatchObject({
      items: [{ familyId: null, month: 4, price: 6_000, contributedPrice: 0 }],
      details: { ticketCount: 3, ticketPrice: 2_000 },
    });
    expect(
      priceCartItem(input({ benefit: lottery, items: [{ familyId: null, month: 12, price: 1 }], details: { ticketCount: 1, ticketNumber: '01234' } })),
    ).toMatchObject({
      items: [{ month: 12, price: 2_000 }],
      details: { ticketCount: 1, ticketPrice: 2_000, ticketNumber: '01234' },
    });
    expect(refusal(() => priceCartItem(input({ benefit: lottery, items: [], details: { ticketCount: 0 } })))?.code).toBe('ZERO_PRICE');
    expect(refusal(() => priceCartItem(input({ benefit: lottery, items: [], details: { ticketCount: 101 } })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });

  it('prices any benefit contracted by tickets as tickets', () => {
    const gymTickets = testBenefit({ alias: 'gym', contractMethod: 'tickets', ticketPrice: 1_500 });
    expect(priceCartItem(input({ benefit: gymTickets, items: [], details: { ticketCount: 2 } })).price).toBe(3_000);
  });
});
