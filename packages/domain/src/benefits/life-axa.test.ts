import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { assertLifeAxaValid, lifeAxaFields, lifeAxaParents, lifeAxaRequirements, quoteLifeAxa, type LifeAxaDetails, type LifeAxaInput } from './life-axa';
import { seedLifeAxaRateTable } from './seed-rate-tables';

const valid: LifeAxaDetails = {
  fallcc: 5_000_000,
  falla: 5_000_000,
  fallac: 2_000_000,
  ipacc: 3_000_000,
  ipaa: 3_000_000,
  ipaac: 1_000_000,
  ginv: 1_000_000,
  startDate: '2026-06-01',
};

// Born 15 June 1980: 45 on the effective date.
const input = (details: Partial<LifeAxaDetails> = {}, over: Partial<LifeAxaInput> = {}): LifeAxaInput => ({
  benefitId: 8,
  details: { ...valid, ...details },
  table: seedLifeAxaRateTable,
  birthday: '1980-06-15',
  effectiveDate: '2026-06-01',
  months: [6, 7, 8, 9, 10, 11, 12],
  ...over,
});

const zeros = { fallcc: 0, falla: 0, fallac: 0, ipacc: 0, ipaa: 0, ipaac: 0, ginv: 0 };

describe('quoteLifeAxa (docs/product/benefits-and-simulation.md §5 Life-axa)', () => {
  it('prices the seven coverages at the age on the effective date, rounding the month half up', () => {
    // Age 45 rates (‰): FALLCC 1.638, FALLA 0.350, FALLAC 0.180, IPACC 0.924, IPAA 0.250, IPAAC 0.130, GINV 0.190.
    // 81.90 + 17.50 + 3.60 + 27.72 + 7.50 + 1.30 + 1.90 = 141.42 a year = 11.785 a month → 11.79.
    const quote = quoteLifeAxa(input());
    expect(quote).toMatchObject({ age: 45, price: 1_179, total: 7 * 1_179, brokenRules: [], forcedToZero: [] });
    expect(quote.items).toHaveLength(7);
    expect(quote.items[0]).toEqual({ benefitId: 8, familyId: null, month: 6, price: 1_179, contributedPrice: 0 });
  });

  it('accepts capitals equal to their parents and fallcc at exactly 35,000 €', () => {
    const atLimits = { fallcc: 3_500_000, falla: 3_500_000, fallac: 3_500_000, ipacc: 3_500_000, ipaa: 3_500_000, ipaac: 3_500_000, ginv: 3_500_000 };
    expect(quoteLifeAxa(input(atLimits)).brokenRules).toEqual([]);
    expect(quoteLifeAxa(input({ ...zeros, fallcc: 3_500_000 })).price).toBeGreaterThan(0);
  });

  it.each<[string, Partial<LifeAxaDetails>, { code: string; params: object }]>([
    ['fallcc is mandatory', { ...zeros }, { code: 'LIFE_AXA_MANDATORY', params: { field: 'fallcc' } }],
    ['fallcc is at least 35,000 €', { ...zeros, fallcc: 3_499_999 }, { code: 'LIFE_AXA_MINIMUM', params: { field: 'fallcc', minimum: 3_500_000 } }],
    ['falla ≤ fallcc', { falla: 5_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'falla', parent: 'fallcc' } }],
    ['fallac ≤ fallcc', { falla: 5_000_000, fallac: 5_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'fallac', parent: 'fallcc' } }],
    ['fallac ≤ falla', { falla: 1_000_000, fallac: 1_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'fallac', parent: 'falla' } }],
    ['ipacc ≤ fallcc', { ipacc: 5_000_001, ipaa: 0, ipaac: 0 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'ipacc', parent: 'fallcc' } }],
    ['ipaa ≤ ipacc', { ipaa: 3_000_001, ipaac: 0 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'ipaa', parent: 'ipacc' } }],
    ['ipaac ≤ ipacc', { ipaa: 3_000_000, ipaac: 3_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'ipaac', parent: 'ipacc' } }],
    ['ipaac ≤ ipaa', { ipaa: 1_000_000, ipaac: 1_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'ipaac', parent: 'ipaa' } }],
    ['ginv ≤ fallcc', { ginv: 5_000_001 }, { code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field: 'ginv', parent: 'fallcc' } }],
    ['ipaa requires ipacc', { ipacc: 0, ipaa: 1_000_000, ipaac: 0 }, { code: 'LIFE_AXA_REQUIRES', params: { field: 'ipaa', requires: 'ipacc' } }],
    ['ipaac requires ipacc', { ipacc: 0, ipaa: 0, ipaac: 1_000_000 }, { code: 'LIFE_AXA_REQUIRES', params: { field: 'ipaac', requires: 'ipacc' } }],
    ['ipaac requires ipaa', { ipaa: 0, ipaac: 1_000_000 }, { code: 'LIFE_AXA_REQUIRES', params: { field: 'ipaac', requires: 'ipaa' } }],
    ['capitals are non-negative integers', { ginv: -1 }, { code: 'CAPITAL_INVALID', params: { field: 'ginv' } }],
  ])('%s: breaking it prices 0 and lists the rule', (_rule, details, expected) => {
    const quote = quoteLifeAxa(input(details));
    expect(quote.brokenRules).toContainEqual(expected);
    expect(quote.price).toBe(0);
    expect(quote.total).toBe(0);
    expect(quote.items).toEqual([]);
  });

  it('reports a missing requirement once, not also as exceeding a zero parent', () => {
    expect(quoteLifeAxa(input({ ipacc: 0, ipaa: 1_000_000, ipaac: 0 })).brokenRules).toEqual([
      { code: 'LIFE_AXA_REQUIRES', params: { field: 'ipaa', requires: 'ipacc' } },
    ]);
  });

  it('lists every broken rule at once', () => {
    const codes = quoteLifeAxa(input({ fallcc: 3_000_000, falla: 3_000_001, ipacc: 0 })).brokenRules.map((r) => r.code);
    expect(codes).toEqual(['LIFE_AXA_MINIMUM', 'LIFE_AXA_REQUIRES', 'LIFE_AXA_REQUIRES', 'LIFE_AXA_EXCEEDS_PARENT']);
  });

  it('forces GINV to 0 after 60 (no rate) and prices the rest', () => {
    const quote = quoteLifeAxa(input({}, { birthday: '1964-01-01' }));
    expect(quote.age).toBe(62);
    expect(quote.forcedToZero).toEqual(['ginv']);
    expect(quote.details.ginv).toBe(0);
    expect(quote.brokenRules).toEqual([]);
    expect(quote.price).toBeGreaterThan(0);
  });

  it('forces the disability coverages to 0 after 65, so their requirements no longer apply', () => {
    const quote = quoteLifeAxa(input({}, { birthday: '1960-01-01' }));
    expect(quote.age).toBe(66);
    expect(quote.forcedToZero).toEqual(['ipacc', 'ipaa', 'ipaac', 'ginv']);
    expect(quote.details).toMatchObject({ ipacc: 0, ipaa: 0, ipaac: 0, ginv: 0, fallcc: 5_000_000 });
    expect(quote.brokenRules).toEqual([]);
    // 50,000 × 15.54 ‰ + 50,000 × 0.48 ‰ + 20,000 × 0.24 ‰ = 777 + 24 + 4.80 = 805.80 a year = 67.15 a month.
    expect(quote.price).toBe(6_715);
  });

  it('breaks the age limit when fallcc has no rate for the age', () => {
    const quote = quoteLifeAxa(input({}, { birthday: '1950-01-01' }));
    expect(quote.brokenRules).toContainEqual({ code: 'LIFE_AXA_AGE_LIMIT', params: { field: 'fallcc', age: 76 } });
    expect(quote.details).toMatchObject(zeros);
    expect(quote.price).toBe(0);
  });
});

describe('assertLifeAxaValid', () => {
  it('returns the quote when every rule holds', () => {
    expect(assertLifeAxaValid(input()).price).toBe(1_179);
  });

  it('throws the first broken rule, naming all of them', () => {
    let error: unknown;
    try {
      assertLifeAxaValid(input({ fallcc: 3_000_000, falla: 3_000_001 }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'LIFE_AXA_MINIMUM',
      params: { field: 'fallcc', minimum: 3_500_000, rules: 'LIFE_AXA_MINIMUM,LIFE_AXA_EXCEEDS_PARENT' },
    });
  });
});

describe('quoteLifeAxa properties', () => {
  const capital = fc.constantFrom(0, 1_000_000, 3_499_999, 3_500_000, 5_000_000, 8_000_000);
  const detailsArb = fc.record(Object.fromEntries(lifeAxaFields.map((f) => [f, capital])) as Record<(typeof lifeAxaFields)[number], typeof capital>);
  const birthday = fc.constantFrom('1950-01-01', '1960-01-01', '1964-01-01', '1980-06-15', '2000-02-29');

  it('prices more than 0 exactly when no rule is broken, and then every rule holds', () => {
    fc.assert(
      fc.property(detailsArb, birthday, (details, born) => {
        const quote = quoteLifeAxa(input(details, { birthday: born }));
        expect(quote.price > 0).toBe(quote.brokenRules.length === 0);
        if (quote.brokenRules.length > 0) return;
        const d = quote.details;
        expect(d.fallcc).toBeGreaterThanOrEqual(3_500_000);
        for (const [field, parent] of lifeAxaParents) expect(d[field]).toBeLessThanOrEqual(d[parent]);
        for (const [field, requires] of lifeAxaRequirements) if (d[field] > 0) expect(d[requires]).toBeGreaterThan(0);
      }),
    );
  });
});
