import type { Benefit, Product } from '../benefits/benefit';
import type { CategoryAlias, ProductLine } from '../benefits/category';
import type { ContractCharge } from './available';
import { emptyUserBags, type UserBags } from './user-bags';

/** Test data for the catalogue rules: a 2026 benefit open all year, and bags. Tests override what matters. */
export function testBenefit(overrides: Partial<Benefit> & { alias?: CategoryAlias; line?: ProductLine } = {}): Benefit {
  const { alias = 'gym', line = 'Top', ...rest } = overrides;
  const product: Product = {
    id: 1,
    alias,
    line,
    name: { es: alias },
    isDefault: false,
    isDocumentRequired: false,
    isQuestionsRequired: false,
    questions: [],
    documentName: null,
  };
  return {
    id: 10,
    product,
    collectiveId: 1,
    parentId: null,
    isSupplementary: false,
    name: { es: 'Beneficio' },
    description: {},
    longDescription: {},
    provider: null,
    isTaxAdvantage: line === 'Exent',
    usesUserBag: false,
    minAmount: 0,
    defaultPrice: 0,
    workingPrice: null,
    workingDays: null,
    priceForFamily: false,
    ageGroups: [],
    ageGroupsForFamily: [],
    contribution: null,
    contributionTarget: 'both',
    whoAffect: 'both',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    cutOffDay: null,
    monthsAvailability: Array.from({ length: 12 }, () => true),
    faceValues: [],
    contractMethod: 'monthly',
    questionnaire: { enabled: false, type: null },
    ticketPrice: null,
    vehicle: null,
    healthType: null,
    savingsType: null,
    rateTable: null,
    ...rest,
  };
}

export function testBags(overrides: Partial<UserBags> = {}): UserBags {
  return { ...emptyUserBags, flexibleBag: 300_000, topBag: 200_000, fixedSalary: 3_000_000, variableSalary: 0, paymentCount: 14, ...overrides };
}

let nextId = 1000;
export function testCharge(overrides: Partial<ContractCharge> = {}): ContractCharge {
  const price = overrides.price ?? 10_000;
  const contributedPrice = overrides.contributedPrice ?? 0;
  return {
    id: nextId++,
    year: 2026,
    status: 'contracted',
    line: 'Exent',
    category: 'gym',
    price,
    contributedPrice,
    finalPrice: price - contributedPrice,
    userBag: 0,
    ...overrides,
  };
}
