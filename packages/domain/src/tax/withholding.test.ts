import { describe, expect, it } from 'vitest';
import { personalCircumstances } from './personal-circumstances';
import { simulate } from './simulate';
import { child, testProfile } from './test-profile';
import type { TaxProfile } from './tax-profile';
import { computeWithholding } from './withholding';
import { taxYear2026 } from './years/2026';

const year = taxYear2026;

/** The AEAT figures of a profile, without flexible pay: [COTIZACIONES, BASE, MINPERFA, TIPO bp, IMPORTE]. */
function figures(profile: TaxProfile) {
  const s = simulate(profile, year);
  const w = s.without.withholding;
  return [s.socialSecurity, w.base, s.personalFamilyMinimum, w.rate, w.amount];
}

describe('docs/product/tax-rules.md §4 worked cases (born 1990, situation 3, indefinite unless said)', () => {
  const shared = (birthYear: number) => child(birthYear, false);
  it.each<[string, Partial<TaxProfile>, number[]]>([
    ['single, 30,000', { grossAnnual: 3_000_000 }, [195_000, 2_605_000, 555_000, 1642, 492_600]],
    [
      'situation 2, 45,000, children 2020 + 2024 shared',
      { grossAnnual: 4_500_000, familySituation: 2, descendants: [shared(2020), shared(2024)] },
      [292_500, 4_007_500, 950_000, 1938, 872_100],
    ],
    [
      'the same, children counted whole',
      { grossAnnual: 4_500_000, familySituation: 2, descendants: [child(2020), child(2024)] },
      [292_500, 4_007_500, 1_345_000, 1760, 792_000],
    ],
    ['18,000 (second RED20 band, cap)', { grossAnnual: 1_800_000 }, [117_000, 1_098_950, 555_000, 507, 91_260]],
    ['60,000', { grossAnnual: 6_000_000 }, [390_000, 5_410_000, 555_000, 2444, 1_466_400]],
    // CUOTA 27,629.828 / 90,000 = 30.6998 %: truncated to 30.69, where rounding would give 30.70.
    ['90,000 (solidarity)', { grossAnnual: 9_000_000 }, [403_816, 8_396_184, 555_000, 3069, 2_762_100]],
    ['situation 1, child 2022 whole', { familySituation: 1, descendants: [child(2022)] }, [195_000, 2_605_000, 795_000, 1490, 447_000]],
    [
      'situation 2, children 2012, 2016, 2025 shared',
      { grossAnnual: 4_000_000, familySituation: 2, descendants: [shared(2012), shared(2016), shared(2025)] },
      [260_000, 3_480_000, 1_150_000, 1605, 642_000],
    ],
    [
      'disability 33–65 %, ascendant born 1946 living with 2',
      { grossAnnual: 3_500_000, disability: 33, ascendants: [{ birthYear: 1946, livingWith: 2, disability: 0, reducedMobility: false }] },
      [227_500, 2_722_500, 982_500, 1276, 446_600],
    ],
    ['single, 45,000', { grossAnnual: 4_500_000 }, [292_500, 4_007_500, 555_000, 2105, 947_250]],
  ])('%s', (_name, overrides, expected) => {
    expect(figures(testProfile(overrides))).toEqual(expected);
  });

  it('15,000 (minimum base): COTIZACIONES 1,111.03 and no withholding', () => {
    const [socialSecurity, , , rate, amount] = figures(testProfile({ grossAnnual: 1_500_000 }));
    expect([socialSecurity, rate, amount]).toEqual([111_103, 0, 0]);
  });

  it('16,000 with no contributions: the 43 % cap', () => {
    // RED20 = 7,302 − 1.75 × 1,148 = 5,293; BASE = 16,000 − 2,000 − 5,293 = 8,707; CUOTA 599.83
    // capped at 0.43 × (16,000 − 15,876) = 53.32; TIPO 0.33325 → 0.33; IMPORTE 52.80.
    const w = computeWithholding(1_600_000, 0, personalCircumstances(testProfile(), year), year);
    expect([w.base, w.rate, w.amount]).toEqual([870_700, 33, 5_280]);
  });

  it('the same + 4,420 exempt (health 500, meals 2,420, transport 1,500) saves 1,636.50', () => {
    const s = simulate(
      testProfile({
        grossAnnual: 4_500_000,
        benefits: [
          { category: 'health-insurance', annualAmount: 50_000, insured: [{ disability: 0 }] },
          { category: 'food', annualAmount: 242_000, workingDays: 220 },
          { category: 'transport', annualAmount: 150_000 },
        ],
      }),
      year,
    );
    const w = s.with.withholding;
    expect([w.retrib, s.socialSecurity, w.base, s.personalFamilyMinimum, w.rate, w.amount]).toEqual([4_058_000, 292_500, 3_565_500, 555_000, 1931, 783_600]);
    expect(s.savingAnnual).toBe(163_650);
    // Shares by RETRIB reduction 500 : 2,420 : 1,500 of 4,420 → 185.12, 896.00 (+ the 1 cent remainder), 555.37.
    expect(s.benefits.map((b) => b.savingAnnual)).toEqual([18_512, 89_601, 55_537]);
  });
});

describe('computeWithholding', () => {
  const single = personalCircumstances(testProfile(), year);

  it('truncates TIPO to two decimals, never rounds it', () => {
    // 40,000 with 2,800 of contributions: RNT 37,200, BASE 35,200 (RED20 0);
    // CUOTA = 8,725.50 − 1,054.50 = 7,671; 7,671 / 40,000 = 19.1775 % → 19.17; IMPORTE 7,668.00.
    expect(computeWithholding(4_000_000, 280_000, single, year)).toMatchObject({ base: 3_520_000, quota: 767_100, rate: 1917, amount: 766_800 });
  });

  it('caps OTROSGASTOS at RNT, so the base is never negative', () => {
    // RETRIB 1,500, no contributions: OTROSGASTOS 2,000 → 1,500; BASE max(0, 1,500 − 1,500 − 7,302) = 0.
    expect(computeWithholding(150_000, 0, single, year)).toMatchObject({ base: 0, rate: 0, amount: 0 });
  });

  it('applies 2 % to a contract under one year, but not at or below the no-withholding limit', () => {
    const shortContract = personalCircumstances(testProfile({ contractUnderOneYear: true }), year);
    // 16,000 with no contributions gives 0.33 % (see above); the minimum lifts it to 2 %: 320.00.
    expect(computeWithholding(1_600_000, 0, shortContract, year)).toMatchObject({ rate: 200, amount: 32_000 });
    expect(computeWithholding(1_587_600, 0, shortContract, year)).toMatchObject({ rate: 0, amount: 0 });
  });

  describe('at each bracket edge of the scale (no contributions, BASE = RETRIB − 2,000, RED20 0)', () => {
    it.each([
      // 22,200 ≤ 35,200 so the cap applies: CUOTA 4,225.50 − 1,054.50 = 3,171 > 0.43 × 6,324 = 2,719.32;
      // 2,719.32 / 22,200 = 12.2492 % → 12.24; IMPORTE 22,200 × 12.24 % = 2,717.28.
      [2_220_000, 2_020_000, 1224, 271_728],
      // CUOTA 8,725.50 − 1,054.50 = 7,671; / 37,200 = 20.6209 % → 20.62; IMPORTE 7,670.64.
      [3_720_000, 3_520_000, 2062, 767_064],
      // CUOTA 17,901.50 − 1,054.50 = 16,847; / 62,000 = 27.1725 % → 27.17; IMPORTE 16,845.40.
      [6_200_000, 6_000_000, 2717, 1_684_540],
      // CUOTA 125,901.50 − 1,054.50 = 124,847; / 302,000 = 41.3400 % → 41.34; IMPORTE 124,846.80.
      [30_200_000, 30_000_000, 4134, 12_484_680],
    ])('RETRIB %i → BASE %i, TIPO %i bp, IMPORTE %i', (retrib, base, rate, amount) => {
      expect(computeWithholding(retrib, 0, single, year)).toMatchObject({ base, rate, amount });
    });
  });
});
