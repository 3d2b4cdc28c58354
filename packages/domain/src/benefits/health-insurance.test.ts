import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import type { Benefit } from './benefit';
import {
  assertHealthProviderSelectable,
  healthCoverageRefusal,
  healthMemberPrice,
  healthMemberStarts,
  healthStartMonths,
  healthWizardSteps,
  isHealthProviderSelectable,
  listHealthWizardBenefits,
  quoteHealthInsurance,
  type HealthDetails,
  type HealthQuoteInput,
} from './health-insurance';

const allMonths = Array.from({ length: 12 }, () => true);

const benefit = (over: Partial<Benefit>): Benefit => ({
  id: 10,
  product: {
    id: 1,
    alias: 'health-insurance',
    line: 'Exent',
    name: {},
    isDefault: false,
    isDocumentRequired: false,
    isQuestionsRequired: false,
    questions: [],
    documentName: null,
  },
  collectiveId: 1,
  parentId: null,
  isSupplementary: false,
  name: {},
  description: {},
  longDescription: {},
  provider: { id: 100, name: 'AXA', logo: null, website: null },
  isTaxAdvantage: true,
  usesUserBag: false,
  minAmount: 0,
  defaultPrice: 0,
  workingPrice: null,
  workingDays: null,
  priceForFamily: true,
  ageGroups: [],
  ageGroupsForFamily: [],
  contribution: null,
  contributionTarget: 'both',
  whoAffect: 'both',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  cutOffDay: null,
  monthsAvailability: allMonths,
  faceValues: [],
  contractMethod: 'monthly',
  questionnaire: { enabled: false, type: null },
  ticketPrice: null,
  vehicle: null,
  healthType: null,
  savingsType: null,
  rateTable: null,
  ...over,
});

const main = benefit({
  ageGroups: [
    { from: 0, to: 29, price: 4_000 },
    { from: 30, to: 49, price: 5_500 },
    { from: 50, to: 99, price: 9_000 },
  ],
  ageGroupsForFamily: [
    { from: 0, to: 17, price: 2_500 },
    { from: 18, to: 99, price: 4_500 },
  ],
});
const dental = benefit({ id: 11, parentId: 10, isSupplementary: true, ageGroups: [{ from: 0, to: 99, price: 800 }] });
const vision = benefit({ id: 12, parentId: 10, isSupplementary: true, defaultPrice: 300, monthsAvailability: allMonths.map((_, i) => i >= 8) });
const otherMainsDental = benefit({ id: 13, parentId: 99, isSupplementary: true, defaultPrice: 100 });

// The employee turns 30 on 1 September 2026; the child turns 18 on 1 March 2026.
const people = [
  { familyId: null, birthday: '1996-09-01' },
  { familyId: 5, birthday: '2008-03-01' },
  { familyId: 6, birthday: '1990-01-01' },
];

const input = (details: Partial<HealthDetails>, over: Partial<HealthQuoteInput> = {}): HealthQuoteInput => ({
  main,
  supplementaries: [dental, vision, otherMainsDental],
  details: { members: [], samePeriod: true, ...details },
  people,
  year: 2026,
  firstMonth: 1,
  limit: 1_000_000,
  ...over,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return null;
};

describe('healthMemberPrice (docs/product/benefits-and-simulation.md §9: age groups in years from the birthday)', () => {
  it('moves the employee to the next age group on the first day of the birthday month', () => {
    expect(healthMemberPrice(main, { familyId: null, birthday: '1996-09-01' }, '2026-08-01')).toBe(4_000);
    expect(healthMemberPrice(main, { familyId: null, birthday: '1996-09-01' }, '2026-09-01')).toBe(5_500);
    // Born on the 2nd: still 29 on 1 September, 30 on 1 October.
    expect(healthMemberPrice(main, { familyId: null, birthday: '1996-09-02' }, '2026-09-01')).toBe(4_000);
    expect(healthMemberPrice(main, { familyId: null, birthday: '1996-09-02' }, '2026-10-01')).toBe(5_500);
  });

  it('prices family members by ageGroupsForFamily, or by ageGroups when that is empty', () => {
    expect(healthMemberPrice(main, { familyId: 5, birthday: '2008-03-01' }, '2026-02-01')).toBe(2_500);
    expect(healthMemberPrice(main, { familyId: 5, birthday: '2008-03-01' }, '2026-03-01')).toBe(4_500);
    expect(healthMemberPrice(dental, { familyId: 5, birthday: '2008-03-01' }, '2026-03-01')).toBe(800);
  });

  it('uses the default price without age groups and null for an age no group covers', () => {
    expect(healthMemberPrice(vision, { familyId: 6, birthday: '1990-01-01' }, '2026-09-01')).toBe(300);
    expect(healthMemberPrice(main, { familyId: null, birthday: '1920-01-01' }, '2026-09-01')).toBeNull();
  });
});

describe('quoteHealthInsurance (docs/product/benefits-and-simulation.md §5 Health)', () => {
  it('builds one item per member per month per benefit, familyId null for the employee', () => {
    const quote = quoteHealthInsurance(
      input({
        members: [
          { familyId: null, startMonth: 8, supplementaries: [{ benefitId: 11, startMonth: 11 }] },
          { familyId: 5, startMonth: 10, supplementaries: [] },
        ],
      }),
    );
    expect(quote.items.filter((i) => i.familyId === null && i.benefitId === 10).map((i) => [i.month, i.price])).toEqual([
      [8, 4_000],
      [9, 5_500],
      [10, 5_500],
      [11, 5_500],
      [12, 5_500],
    ]);
    expect(quote.items.filter((i) => i.benefitId === 11).map((i) => [i.familyId, i.month])).toEqual([
      [null, 11],
      [null, 12],
    ]);
    expect(quote.items.filter((i) => i.familyId === 5).map((i) => i.price)).toEqual([4_500, 4_500, 4_500]);
    expect(quote.total).toBe(4_000 + 4 * 5_500 + 2 * 800 + 3 * 4_500);
    expect(quote.monthlyTotals[7]).toBe(4_000);
    expect(quote.monthlyTotals[11]).toBe(5_500 + 800 + 4_500);
    expect(quote.items.every((i) => i.contributedPrice === 0)).toBe(true);
  });

  it('limits start months to the available months', () => {
    expect(healthStartMonths(vision, 3)).toEqual([9, 10, 11, 12]);
    expect(codeOf(() => quoteHealthInsurance(input({ members: [{ familyId: null, startMonth: 3, supplementaries: [] }] }, { firstMonth: 4 })))).toBe(
      'HEALTH_START_MONTH_UNAVAILABLE',
    );
    const supplementaryTooEarly = { familyId: null, startMonth: 4, supplementaries: [{ benefitId: 12, startMonth: 8 }] };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [supplementaryTooEarly] }, { firstMonth: 4 })))).toBe('HEALTH_START_MONTH_UNAVAILABLE');
    const supplementaryOnTime = { familyId: null, startMonth: 4, supplementaries: [{ benefitId: 12, startMonth: 9 }] };
    expect(quoteHealthInsurance(input({ members: [supplementaryOnTime] }, { firstMonth: 4 })).items.filter((i) => i.benefitId === 12)).toHaveLength(4);
  });

  it('refuses a supplementary that starts before its member’s main start month, and accepts the same month', () => {
    const member = (month: number) => ({ familyId: 6, startMonth: 6, supplementaries: [{ benefitId: 11, startMonth: month }] });
    expect(codeOf(() => quoteHealthInsurance(input({ members: [member(5)] })))).toBe('HEALTH_SUPPLEMENTARY_BEFORE_MAIN');
    expect(quoteHealthInsurance(input({ members: [member(6)] })).items.filter((i) => i.benefitId === 11)).toHaveLength(7);
  });

  it('with the same-period option, refuses a dependant starting before the holder', () => {
    const members = (dependantMonth: number) => [
      { familyId: null, startMonth: 6, supplementaries: [] },
      { familyId: 6, startMonth: dependantMonth, supplementaries: [] },
    ];
    expect(codeOf(() => quoteHealthInsurance(input({ members: members(5) })))).toBe('HEALTH_DEPENDANT_BEFORE_HOLDER');
    expect(quoteHealthInsurance(input({ members: members(6) })).items).toHaveLength(14);
    expect(quoteHealthInsurance(input({ members: members(5), samePeriod: false })).items).toHaveLength(15);
  });

  it('does not apply the same-period rule when the employee is not covered', () => {
    expect(quoteHealthInsurance(input({ members: [{ familyId: 6, startMonth: 2, supplementaries: [] }] })).items).toHaveLength(11);
  });

  it('refuses a supplementary of another main benefit, or the same one twice', () => {
    const with13 = { familyId: null, startMonth: 1, supplementaries: [{ benefitId: 13, startMonth: 1 }] };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [with13] })))).toBe('HEALTH_SUPPLEMENTARY_UNKNOWN');
    const twice = {
      familyId: null,
      startMonth: 1,
      supplementaries: [
        { benefitId: 11, startMonth: 1 },
        { benefitId: 11, startMonth: 2 },
      ],
    };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [twice] })))).toBe('HEALTH_SUPPLEMENTARY_UNKNOWN');
  });

  it('refuses unknown, repeated or excluded members', () => {
    const employee = { familyId: null, startMonth: 1, supplementaries: [] };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [{ ...employee, familyId: 77 }] })))).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    expect(codeOf(() => quoteHealthInsurance(input({ members: [employee, employee] })))).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    const employeeOnly = { ...main, whoAffect: 'employee' as const };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [{ ...employee, familyId: 6 }] }, { main: employeeOnly })))).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
  });

  it('refuses a member whose age no group prices', () => {
    const old = [...people, { familyId: 9, birthday: '1920-01-01' }];
    const onlyUnder100 = { ...main, ageGroupsForFamily: [{ from: 0, to: 99, price: 4_500 }] };
    expect(
      codeOf(() => quoteHealthInsurance(input({ members: [{ familyId: 9, startMonth: 1, supplementaries: [] }] }, { people: old, main: onlyUnder100 }))),
    ).toBe('HEALTH_AGE_NOT_COVERED');
  });

  it('refuses a price over the limit with PRICE_OVER, and accepts it at the limit', () => {
    const members = [{ familyId: null, startMonth: 11, supplementaries: [{ benefitId: 11, startMonth: 12 }] }];
    const total = 2 * 5_500 + 800;
    expect(quoteHealthInsurance(input({ members }, { limit: total })).total).toBe(total);
    expect(codeOf(() => quoteHealthInsurance(input({ members }, { limit: total - 1 })))).toBe('PRICE_OVER');
  });
});

describe('who a health benefit covers (docs/product/benefits-and-simulation.md §3 whoAffect, ageGroup / ageGroupForFamily)', () => {
  const child = { familyId: 5, birthday: '2008-03-01' };
  const spouse = { familyId: 6, birthday: '1990-01-01' };
  // A family group for minors only: the child turns 18 on 1 March 2026.
  const minorsOnly = { ...main, ageGroupsForFamily: [{ from: 0, to: 17, price: 2_500 }] };

  it('covers whoever whoAffect names and the age groups price in every month from the start', () => {
    expect(healthCoverageRefusal(main, spouse, 2026, 1)).toBeNull();
    expect(healthCoverageRefusal(main, people[0]!, 2026, 1)).toBeNull();
    expect(healthCoverageRefusal({ ...main, whoAffect: 'employee' }, spouse, 2026, 1)).toEqual({
      code: 'HEALTH_MEMBER_NOT_ELIGIBLE',
      params: { benefitId: 10, familyId: 6 },
    });
    expect(healthCoverageRefusal({ ...main, whoAffect: 'family' }, people[0]!, 2026, 1)?.code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    expect(healthCoverageRefusal({ ...main, whoAffect: 'family' }, spouse, 2026, 1)).toBeNull();
  });

  it('refuses an age no group prices in a month of the cover, with that age', () => {
    // Covered in January and February, 18 from March: no January start covers the whole year.
    expect(healthCoverageRefusal(minorsOnly, child, 2026, 1)).toEqual({
      code: 'HEALTH_AGE_NOT_COVERED',
      params: { benefitId: 10, familyId: 5, age: 18 },
    });
    expect(healthCoverageRefusal(minorsOnly, { familyId: 5, birthday: '2015-06-01' }, 2026, 1)).toBeNull();
  });

  it('lists the start months that cover a person, and says why when none does', () => {
    expect(healthMemberStarts(main, spouse, 2026, 10)).toEqual({ startMonths: [10, 11, 12], refusal: null });
    expect(healthMemberStarts(vision, spouse, 2026, 3)).toEqual({ startMonths: [9, 10, 11, 12], refusal: null });
    expect(healthMemberStarts(minorsOnly, child, 2026, 1)).toEqual({
      startMonths: [],
      refusal: { code: 'HEALTH_AGE_NOT_COVERED', params: { benefitId: 10, familyId: 5, age: 18 } },
    });
    expect(healthMemberStarts({ ...main, whoAffect: 'employee' }, spouse, 2026, 1).refusal?.code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    // No month left: nothing to offer and nothing refused.
    expect(healthMemberStarts(main, spouse, 2026, 13)).toEqual({ startMonths: [], refusal: null });
  });

  it('is the rule the quote refuses with', () => {
    const member = { familyId: 5, startMonth: 1, supplementaries: [] };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [member] }, { main: minorsOnly })))).toBe('HEALTH_AGE_NOT_COVERED');
    const adultDental = { ...dental, ageGroupsForFamily: [{ from: 18, to: 99, price: 800 }] };
    const withDental = { familyId: 6, startMonth: 1, supplementaries: [{ benefitId: 11, startMonth: 1 }] };
    expect(quoteHealthInsurance(input({ members: [withDental] }, { supplementaries: [adultDental] })).items).toHaveLength(24);
    const childDental = { ...member, startMonth: 1, supplementaries: [{ benefitId: 11, startMonth: 1 }] };
    expect(codeOf(() => quoteHealthInsurance(input({ members: [childDental] }, { supplementaries: [adultDental] })))).toBe('HEALTH_AGE_NOT_COVERED');
  });
});

describe('health provider and wizard (docs/product/benefits-and-simulation.md §2, §5 Health)', () => {
  it('refuses another provider while a non-cancelled health contract exists', () => {
    expect(isHealthProviderSelectable(200, [{ status: 'contracted', providerId: 100 }])).toBe(false);
    expect(isHealthProviderSelectable(200, [{ status: 'pending', providerId: 100 }])).toBe(false);
    expect(isHealthProviderSelectable(200, [{ status: 'cart', providerId: 100 }])).toBe(false);
    expect(isHealthProviderSelectable(200, [{ status: 'cancelled', providerId: 100 }])).toBe(true);
    expect(isHealthProviderSelectable(100, [{ status: 'contracted', providerId: 100 }])).toBe(true);
    expect(() => assertHealthProviderSelectable(200, [{ status: 'contracted', providerId: 100 }])).toThrow(DomainError);
  });

  it('lists the main benefits with the first family member’s monthly price', () => {
    const other = benefit({ id: 20, provider: { id: 200, name: 'CONFIDE', logo: null, website: null }, defaultPrice: 3_000 });
    const options = listHealthWizardBenefits([main, dental, other], people[0]!, '2026-09-01');
    expect(options.map((o) => [o.benefit.id, o.monthlyPrice])).toEqual([
      [10, 5_500],
      [20, 3_000],
    ]);
    expect(listHealthWizardBenefits([main, dental, other], people[0]!, '2026-09-01', 200).map((o) => o.benefit.id)).toEqual([20]);
    expect(healthWizardSteps([main, dental, other])).toEqual(['company', 'product', 'family']);
    expect(healthWizardSteps([main, dental])).toEqual(['product', 'family']);
  });
});
