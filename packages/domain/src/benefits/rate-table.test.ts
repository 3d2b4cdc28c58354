import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listRateTableProblems, premiumFor, rateFor, RATE_SCALE, type RateTable } from './rate-table';
import { seedLifeAxaRateTable, seedLifeRateTable } from './seed-rate-tables';

const table: RateTable<'death' | 'disability'> = {
  key: 'test',
  coverages: {
    death: [
      { from: 18, to: 40, rate: 600 },
      { from: 41, to: 65, rate: 1_500 },
    ],
    disability: [{ from: 18, to: 60, rate: 300 }],
  },
};

describe('rateFor (docs/product/benefits-and-simulation.md §3 Rate tables)', () => {
  it('finds the band with both ends inclusive', () => {
    expect(rateFor(table, 'death', 18)).toBe(600);
    expect(rateFor(table, 'death', 40)).toBe(600);
    expect(rateFor(table, 'death', 41)).toBe(1_500);
    expect(rateFor(table, 'death', 65)).toBe(1_500);
  });

  it('answers null where the coverage has no rate for the age', () => {
    expect(rateFor(table, 'death', 17)).toBeNull();
    expect(rateFor(table, 'death', 66)).toBeNull();
    expect(rateFor(table, 'disability', 61)).toBeNull();
  });

  it('answers null for a coverage the table lacks', () => {
    const partial = { key: 'partial', coverages: {} } as RateTable<'death'>;
    expect(rateFor(partial, 'death', 30)).toBeNull();
  });
});

describe('premiumFor: capital × rate per 1000, ÷ 12, one half-up rounding', () => {
  it('prices 50,000 € at 0.62 ‰: 31 € a year, 2.5833… → 2.58 a month', () => {
    expect(premiumFor([{ capital: 5_000_000, rate: 620 }])).toEqual({ annual: 3_096, monthly: 258 });
  });

  it('rounds the exact half up and just below it down', () => {
    // 6,000 cents × 1 ‰ = 6 cents a year = 0.5 a month.
    expect(premiumFor([{ capital: 6_000, rate: 1_000 }]).monthly).toBe(1);
    expect(premiumFor([{ capital: 5_999, rate: 1_000 }]).monthly).toBe(0);
  });

  it('rounds the whole policy once, not each coverage', () => {
    // Each 0.5 alone would round to 1 + 1 = 2; together they are exactly 1.
    expect(
      premiumFor([
        { capital: 6_000, rate: 1_000 },
        { capital: 6_000, rate: 1_000 },
      ]).monthly,
    ).toBe(1);
  });

  it('keeps the year as 12 months and stays within half a cent of the exact month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 100_000 }), (capital, rate) => {
        const { annual, monthly } = premiumFor([{ capital, rate }]);
        expect(annual).toBe(12 * monthly);
        expect(Math.abs(monthly * 12 * RATE_SCALE - capital * rate)).toBeLessThanOrEqual(6 * RATE_SCALE);
      }),
    );
  });
});

describe('seed rate tables', () => {
  it('are well formed', () => {
    expect(listRateTableProblems(seedLifeRateTable)).toEqual([]);
    expect(listRateTableProblems(seedLifeAxaRateTable)).toEqual([]);
  });

  it('price death from 18 to 70 and nothing outside', () => {
    for (let age = 18; age <= 70; age += 1) {
      expect(rateFor(seedLifeRateTable, 'death', age)).not.toBeNull();
      expect(rateFor(seedLifeAxaRateTable, 'FALLCC', age)).not.toBeNull();
    }
    expect(rateFor(seedLifeRateTable, 'death', 17)).toBeNull();
    expect(rateFor(seedLifeRateTable, 'death', 71)).toBeNull();
  });

  it('end disability coverages at 65 and GINV at 60', () => {
    expect(rateFor(seedLifeRateTable, 'disability', 65)).not.toBeNull();
    expect(rateFor(seedLifeRateTable, 'disability', 66)).toBeNull();
    for (const coverage of ['IPACC', 'IPAA', 'IPAAC'] as const) {
      expect(rateFor(seedLifeAxaRateTable, coverage, 65)).not.toBeNull();
      expect(rateFor(seedLifeAxaRateTable, coverage, 66)).toBeNull();
    }
    expect(rateFor(seedLifeAxaRateTable, 'GINV', 60)).not.toBeNull();
    expect(rateFor(seedLifeAxaRateTable, 'GINV', 61)).toBeNull();
  });

  it('detects overlapping and inverted bands', () => {
    const bad: RateTable<'death'> = {
      key: 'bad',
      coverages: {
        death: [
          { from: 18, to: 40, rate: 1 },
          { from: 40, to: 39, rate: 1 },
        ],
      },
    };
    expect(listRateTableProblems(bad)).toHaveLength(2);
  });
});
