import { describe, expect, it } from 'vitest';
import fixture from './fixtures/cases-2026.jsonl?raw';
import { simulateBatchLine } from './simulate-batch';
import { taxRulesFor, taxYearFor } from './tax-years';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

interface FixtureCase {
  profile: Record<string, unknown>;
  expected: Record<string, number>;
}

const fixtureLines = fixture.split('\n').filter((line) => line.trim() !== '');
const cases = fixtureLines.map((line, index) => ({ index, ...(JSON.parse(line) as FixtureCase) }));

/** Money to the cent; rates to 0.01 point; social security to one cent a month (12 a year). */
function tolerance(key: string): number {
  if (key === 'socialSecurity') return 12;
  if (key.endsWith('Rate')) return 0.005;
  return 0;
}

describe('the worked cases of cases-2026.jsonl', () => {
  it('holds at least the fixture lines it was written for', () => {
    expect(cases.length).toBeGreaterThanOrEqual(57);
  });

  it.each(cases)('case $index matches every expected figure', ({ profile, expected }) => {
    const result = JSON.parse(simulateBatchLine(JSON.stringify(profile))) as Record<string, number>;
    expect(result).not.toHaveProperty('error');
    for (const [key, want] of Object.entries(expected)) {
      const got = result[key];
      expect(got, key).toBeTypeOf('number');
      expect(Math.abs((got as number) - want), `${key}: got ${got}, expected ${want}`).toBeLessThanOrEqual(tolerance(key));
    }
  });
});

const single30000 = { year: 2026, grossAnnual: 3_000_000, paymentCount: 12, birthYear: 1990, contract: 'indefinite', contributionGroup: 7, familySituation: 3 };

describe('simulateBatchLine', () => {
  it('answers the figures of a profile without benefits, and no with-benefits keys', () => {
    // docs/product/tax-rules.md §4 row 1: 30,000 − 1,950 − 4,926 = 23,124 net; ÷ 12 = 1,927.
    expect(JSON.parse(simulateBatchLine(JSON.stringify(single30000)))).toEqual({
      year: 2026,
      socialSecurity: 195_000,
      withholdingBase: 2_605_000,
      personalFamilyMinimum: 555_000,
      withholdingRate: 16.42,
      withholdingAnnual: 492_600,
      netAnnual: 2_312_400,
      netMonthly: 192_700,
    });
  });

  it('answers the with-benefits figures and each product share', () => {
    const line = JSON.stringify({ ...single30000, grossAnnual: 4_500_000, benefits: [{ category: 'transport', annualAmount: 180_000 }] });
    const result = JSON.parse(simulateBatchLine(line));
    // Transport 1,800 with a 1,500 limit: RETRIB 43,500 → TIPO 20.50, IMPORTE 8,917.50; saving 9,472.50 − 8,917.50.
    expect(result).toMatchObject({
      exemptAnnual: 150_000,
      withBenefitsRetrib: 4_350_000,
      withBenefitsRate: 20.5,
      withBenefitsWithholding: 891_750,
      savingAnnual: 55_500,
      savingMonthly: 4_625,
      benefits: [{ category: 'transport', annualAmount: 180_000, exemptAnnual: 150_000, taxableAnnual: 30_000, savingAnnual: 55_500 }],
      warnings: [],
    });
  });

  it('answers an error naming the field for invalid input', () => {
    expect(JSON.parse(simulateBatchLine('{"year":2026'))).toEqual({ error: 'the line is not valid JSON' });
    const missing = JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, grossAnnual: undefined })));
    expect(missing.error).toMatch(/^grossAnnual: /);
    const badFood = JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, benefits: [{ category: 'food', annualAmount: 100 }] })));
    expect(badFood.error).toMatch(/^benefits\.0\.workingDays: /);
  });

  it('computes a year whose parameters are not published with the latest ones, as the portal does, and names them', () => {
    const result = JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, year: 2027 })));
    const as2026 = JSON.parse(simulateBatchLine(JSON.stringify(single30000)));
    expect(result).toEqual({ ...as2026, year: 2027, rulesYear: 2026 });
    expect(as2026.rulesYear).toBeUndefined();
    expect(taxRulesFor(2027)).toMatchObject({ year: 2027, rulesYear: 2026, isProvisional: true });
    expect(taxYearFor(2027)).toBe(taxRulesFor(2027)!.taxYear);
  });

  it('answers an error for a year before every known one', () => {
    const result = JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, year: 2020 })));
    expect(result).toEqual({ error: 'year: no tax parameters for 2020 or before (known: 2025, 2026)' });
  });

  it('uses the years it is given, so a test can pin one', () => {
    const result = JSON.parse(simulateBatchLine(JSON.stringify(single30000), { 2026: taxYear2026 }));
    expect(result.withholdingRate).toBe(16.42);
    expect(JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, year: 2025 }), { 2026: taxYear2026 })).error).toMatch(/^year: /);
    expect(JSON.parse(simulateBatchLine(JSON.stringify({ ...single30000, year: 2027 }), { 2025: taxYear2025 })).rulesYear).toBe(2025);
  });
});
