import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchProfileSchema } from './batch-profile';
import fixture from './fixtures/cases-2026.jsonl?raw';
import { readCompleteProfile } from './read-batch-profile';
import { simulate } from './simulate';
import { taxYear2026 } from './years/2026';

const fixtureProfiles = fixture
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { profile: Record<string, unknown> }).profile);

const percent = fc.constantFrom(0, 20, 33, 33.5, 65, 100);
const birthYear = fc.integer({ min: 1900, max: 2026 });

/** A complete batch profile, as JSON would give it: every field present, within bounds. */
const completeProfile = fc.record({
  year: fc.constant(2026),
  grossAnnual: fc.integer({ min: 1_000_000, max: 20_000_000 }),
  paymentCount: fc.constantFrom(12, 14),
  birthYear: fc.integer({ min: 1940, max: 2008 }),
  disability: percent,
  reducedMobility: fc.boolean(),
  geographicMobility: fc.boolean(),
  contract: fc.constantFrom('indefinite', 'temporary'),
  contributionGroup: fc.integer({ min: 1, max: 11 }),
  familySituation: fc.constantFrom(1, 2, 3),
  descendants: fc.array(fc.record({ birthYear, wholeCount: fc.boolean(), disability: percent, reducedMobility: fc.boolean() }), { maxLength: 4 }),
  ascendants: fc.array(fc.record({ birthYear, livingWith: fc.integer({ min: 1, max: 3 }), disability: percent, reducedMobility: fc.boolean() }), {
    maxLength: 2,
  }),
  benefits: fc.uniqueArray(
    fc.oneof(
      fc.record({
        category: fc.constant('health-insurance'),
        annualAmount: fc.integer({ min: 0, max: 300_000 }),
        insured: fc.array(fc.record({ disability: percent }), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ category: fc.constant('food'), annualAmount: fc.integer({ min: 0, max: 300_000 }), workingDays: fc.integer({ min: 0, max: 366 }) }),
      fc.record(
        { category: fc.constant('kindergarten'), annualAmount: fc.integer({ min: 0, max: 300_000 }), children: fc.integer({ min: 0, max: 3 }) },
        { requiredKeys: ['category', 'annualAmount'] },
      ),
      fc.record(
        {
          category: fc.constant('renting'),
          annualAmount: fc.integer({ min: 0, max: 600_000 }),
          vehicleValue: fc.integer({ min: 0, max: 6_000_000 }),
          privateUsePercent: fc.integer({ min: 0, max: 100 }),
          efficiency: fc.constantFrom('none', 'hybrid', 'electric'),
        },
        { requiredKeys: ['category', 'annualAmount', 'vehicleValue', 'privateUsePercent'] },
      ),
      fc.record({
        category: fc.constantFrom('transport', 'formation', 'gym', 'lottery', 'saving-plan', 'life-insurance', 'life-insurance-axa', 'other'),
        annualAmount: fc.integer({ min: 0, max: 200_000 }),
      }),
    ),
    { selector: (b) => b.category, maxLength: 5 },
  ),
});

/** One change that may or may not break the profile: a value replaced, a key added or removed. */
const oddValue = fc.constantFrom<unknown>(null, -1, 0, 1.5, 2027, 1e11, '12', true, [], {}, 'indefinite', 'food', 12, 14, 3);
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    key: fc.constantFrom(
      'year',
      'grossAnnual',
      'paymentCount',
      'birthYear',
      'disability',
      'contract',
      'contributionGroup',
      'familySituation',
      'contractUnderOneYear',
      'extra',
    ),
    value: oddValue,
  }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom('disability', 'reducedMobility', 'descendants', 'benefits', 'grossAnnual') }),
  fc.record({
    kind: fc.constant('nested' as const),
    list: fc.constantFrom('descendants', 'ascendants', 'benefits'),
    key: fc.constantFrom('birthYear', 'disability', 'livingWith', 'category', 'annualAmount', 'insured', 'workingDays', 'children', 'efficiency', 'unknown'),
    value: oddValue,
  }),
);

interface Mutation {
  kind: 'set' | 'delete' | 'nested';
  key: string;
  value?: unknown;
  list?: string;
}

function mutate(profile: Record<string, unknown>, change: Mutation): unknown {
  const copy = JSON.parse(JSON.stringify(profile)) as Record<string, unknown>;
  if (change.kind === 'set') copy[change.key] = change.value;
  else if (change.kind === 'delete') delete copy[change.key];
  else {
    const first = (copy[change.list!] as Record<string, unknown>[])[0];
    if (first) first[change.key] = change.value;
  }
  return copy;
}

describe('readCompleteProfile, the fast path of the batch', () => {
  it('takes every fixture line', () => {
    for (const profile of fixtureProfiles) expect(readCompleteProfile(profile)).not.toBeNull();
  });

  it('takes every complete valid profile, and simulates it as the zod schema would', () => {
    fc.assert(
      fc.property(completeProfile, (profile) => {
        const viaSchema = batchProfileSchema.safeParse(profile);
        const fast = readCompleteProfile(profile);
        expect(fast === null).toBe(!viaSchema.success);
        if (fast && viaSchema.success) expect(simulate(fast, taxYear2026)).toEqual(simulate(viaSchema.data, taxYear2026));
      }),
      { numRuns: 1_000 },
    );
  });

  it('never accepts what the zod schema refuses (it may leave more to the schema)', () => {
    fc.assert(
      fc.property(completeProfile, mutation, (profile, change) => {
        const input = mutate(profile, change);
        const fast = readCompleteProfile(input);
        const viaSchema = batchProfileSchema.safeParse(input);
        if (fast !== null) {
          expect(viaSchema.success).toBe(true);
          if (viaSchema.success) expect(simulate(fast, taxYear2026)).toEqual(simulate(viaSchema.data, taxYear2026));
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('leaves incomplete profiles to the schema, which fills the defaults', () => {
    const { disability: _disability, ...withoutDisability } = fixtureProfiles[0]!;
    expect(readCompleteProfile(withoutDisability)).toBeNull();
    expect(batchProfileSchema.safeParse(withoutDisability).success).toBe(true);
  });
});
