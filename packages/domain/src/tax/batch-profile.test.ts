import { describe, expect, it } from 'vitest';
import { batchProfileSchema } from './batch-profile';

const valid = { year: 2026, grossAnnual: 3_000_000, paymentCount: 12, birthYear: 1990, contract: 'indefinite', contributionGroup: 7, familySituation: 3 };

/** The `path: message` of every issue, as the batch reports them. */
function problems(input: unknown): string[] {
  const result = batchProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('batchProfileSchema', () => {
  it('fills the optional facts with their defaults', () => {
    expect(batchProfileSchema.parse(valid)).toEqual({
      ...valid,
      disability: 0,
      reducedMobility: false,
      geographicMobility: false,
      contractUnderOneYear: false,
      descendants: [],
      ascendants: [],
      benefits: [],
    });
    expect(batchProfileSchema.parse({ ...valid, descendants: [{ birthYear: 2020 }] }).descendants).toEqual([
      { birthYear: 2020, wholeCount: true, disability: 0, reducedMobility: false },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative salary', { grossAnnual: -1 }, 'grossAnnual: the gross annual pay in whole cents, 1 to 10000000000'],
    ['euros instead of cents', { grossAnnual: 30_000.5 }, 'grossAnnual: the gross annual pay in whole cents, 1 to 10000000000'],
    ['13 payments', { paymentCount: 13 }, 'paymentCount: 12 or 14'],
    ['an unknown contract', { contract: 'freelance' }, 'contract: indefinite or temporary'],
    ['group 12', { contributionGroup: 12 }, 'contributionGroup: the contribution group, 1 to 11'],
    ['situation 4', { familySituation: 4 }, 'familySituation: 1, 2 or 3 (form 145)'],
    ['a disability above 100', { disability: 101 }, 'disability: a percent from 0 to 100'],
    ['a birth after the tax year', { birthYear: 2027 }, 'birthYear: not after the tax year'],
    ['a descendant born after the tax year', { descendants: [{ birthYear: 2027 }] }, 'descendants.0.birthYear: not after the tax year'],
    [
      'an ascendant living with nobody',
      { ascendants: [{ birthYear: 1940, livingWith: 0 }] },
      'ascendants.0.livingWith: how many descendants the ascendant lives with, 1 or more',
    ],
    [
      'an unknown category',
      { benefits: [{ category: 'car', annualAmount: 1 }] },
      'benefits.0.category: one of health-insurance, food, transport, kindergarten, formation, renting, life-insurance, life-insurance-axa, saving-plan, gym, lottery, other',
    ],
    [
      'health insurance without insured people',
      { benefits: [{ category: 'health-insurance', annualAmount: 1 }] },
      'benefits.0.insured: the insured people, a list of { disability, annualPremium? }',
    ],
    ['food without working days', { benefits: [{ category: 'food', annualAmount: 1 }] }, 'benefits.0.workingDays: the working days of the year, 0 to 366'],
    [
      'renting without a vehicle value',
      { benefits: [{ category: 'renting', annualAmount: 1, privateUsePercent: 50 }] },
      "benefits.0.vehicleValue: the vehicle's value as new in whole cents, 0 to 10000000000",
    ],
    ['a field of another category', { benefits: [{ category: 'transport', annualAmount: 1, workingDays: 3 }] }, 'benefits.0: Unrecognized key: "workingDays"'],
    [
      'a category twice',
      {
        benefits: [
          { category: 'gym', annualAmount: 1 },
          { category: 'gym', annualAmount: 1 },
        ],
      },
      'benefits.1.category: gym appears twice: one entry per category',
    ],
    [
      'benefits above the salary',
      { benefits: [{ category: 'formation', annualAmount: 3_000_001 }] },
      'benefits: the benefits cost more than the gross annual pay',
    ],
    ['a misspelt field', { grossAnual: 1 }, ': Unrecognized key: "grossAnual"'],
  ])('refuses %s, naming the field', (_name, change, message) => {
    expect(problems({ ...valid, ...change })).toEqual([message]);
  });

  it('names every missing field', () => {
    expect(problems({}).map((p) => p.split(':')[0])).toEqual([
      'year',
      'grossAnnual',
      'paymentCount',
      'birthYear',
      'contract',
      'contributionGroup',
      'familySituation',
    ]);
  });
});
