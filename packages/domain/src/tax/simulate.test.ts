import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';
import type { Benefit } from './tax-profile';
import { child, testProfile } from './test-profile';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

const year = taxYear2026;

/**
 * Single, 45,000, born 1990: COTIZACIONES 2,925; without benefits BASE 40,075, TIPO 21.05,
 * IMPORTE 9,472.50, net 32,602.50. With benefits RETRIB falls by the exempt part; the worked
 * figures are BASE = RETRIB − 2,925 − 2,000 (RED20 0) and CUOTA = SCALE(BASE) − 1,054.50.
 */
function withBenefit(benefit: Benefit) {
  const s = simulate(testProfile({ grossAnnual: 4_500_000, benefits: [benefit] }), year);
  return { retrib: s.with.withholding.retrib, rate: s.with.withholding.rate, amount: s.with.withholding.amount, saving: s.savingAnnual };
}

describe('simulate: each benefit category alone (single, 45,000)', () => {
  it.each<[string, Benefit, { retrib: number; rate: number; amount: number; saving: number }]>([
    // 600 for one insured, 500 exempt: RETRIB 44,500, BASE 39,575, SCALE 8,725.50 + 37 % × 4,375 = 10,344.25,
    // CUOTA 9,289.75, 20.8758 % → 20.87, IMPORTE 9,287.15; saving 185.35.
    [
      'health insurance',
      { category: 'health-insurance', annualAmount: 60_000, insured: [{ disability: 0 }] },
      { retrib: 4_450_000, rate: 2087, amount: 928_715, saving: 18_535 },
    ],
    // 2,000 for one insured with 33 %, 1,500 exempt: RETRIB 43,500, BASE 38,575, SCALE 9,974.25, CUOTA 8,919.75,
    // 20.5051 % → 20.50, IMPORTE 8,917.50; saving 555.
    [
      'health insurance, disability',
      { category: 'health-insurance', annualAmount: 200_000, insured: [{ disability: 33 }] },
      { retrib: 4_350_000, rate: 2050, amount: 891_750, saving: 55_500 },
    ],
    // 2,500 for 220 days, 2,420 exempt: RETRIB 42,580, BASE 37,655, SCALE 8,725.50 + 908.35 = 9,633.85,
    // CUOTA 8,579.35, 20.1488 % → 20.14, IMPORTE 8,575.612 → 8,575.61; saving 896.89.
    ['food', { category: 'food', annualAmount: 250_000, workingDays: 220 }, { retrib: 4_258_000, rate: 2014, amount: 857_561, saving: 89_689 }],
    // 1,800, 1,500 exempt: RETRIB 43,500 as above.
    ['transport', { category: 'transport', annualAmount: 180_000 }, { retrib: 4_350_000, rate: 2050, amount: 891_750, saving: 55_500 }],
    // 1,000 not income: RETRIB 44,000, BASE 39,075, SCALE 10,159.25, CUOTA 9,104.75, 20.6926 % → 20.69,
    // IMPORTE 9,103.60; saving 368.90.
    ['formation', { category: 'formation', annualAmount: 100_000 }, { retrib: 4_400_000, rate: 2069, amount: 910_360, saving: 36_890 }],
    // Fee 6,000, in-kind 3,000 (30,000 × 20 % × 50 %): RETRIB 42,000, BASE 37,075, SCALE 9,419.25,
    // CUOTA 8,364.75, 19.9160 % → 19.91, IMPORTE 8,362.20; saving 1,110.30.
    [
      'renting',
      { category: 'renting', annualAmount: 600_000, vehicleValue: 3_000_000, privateUsePercent: 50 },
      { retrib: 4_200_000, rate: 1991, amount: 836_220, saving: 111_030 },
    ],
    // Taxable in-kind: RETRIB unchanged, nothing saved.
    ['gym', { category: 'gym', annualAmount: 60_000 }, { retrib: 4_500_000, rate: 2105, amount: 947_250, saving: 0 }],
    ['life insurance', { category: 'life-insurance', annualAmount: 60_000 }, { retrib: 4_500_000, rate: 2105, amount: 947_250, saving: 0 }],
    ['saving plan', { category: 'saving-plan', annualAmount: 60_000 }, { retrib: 4_500_000, rate: 2105, amount: 947_250, saving: 0 }],
    ['lottery', { category: 'lottery', annualAmount: 60_000 }, { retrib: 4_500_000, rate: 2105, amount: 947_250, saving: 0 }],
  ])('%s', (_name, benefit, expected) => {
    expect(withBenefit(benefit)).toEqual(expected);
  });

  it('kindergarten, with the child in the minimum', () => {
    // Child 2024 whole: MINPERFA 5,550 + 2,400 + 2,800 = 10,750, SCALE 2,042.50. Without: CUOTA 10,529.25 − 2,042.50
    // = 8,486.75, 18.8594 % → 18.85, IMPORTE 8,482.50. With 3,000: RETRIB 42,000, BASE 37,075, CUOTA 9,419.25 −
    // 2,042.50 = 7,376.75, 17.5636 % → 17.56, IMPORTE 7,375.20; saving 1,107.30.
    const s = simulate(
      testProfile({ grossAnnual: 4_500_000, descendants: [child(2024)], benefits: [{ category: 'kindergarten', annualAmount: 300_000 }] }),
      year,
    );
    expect([s.without.withholding.rate, s.without.withholding.amount, s.with.withholding.rate, s.with.withholding.amount, s.savingAnnual]).toEqual([
      1885, 848_250, 1756, 737_520, 110_730,
    ]);
  });
});

describe('simulate: the whole picture', () => {
  const profile = testProfile({
    grossAnnual: 4_500_000,
    benefits: [
      { category: 'health-insurance', annualAmount: 60_000, insured: [{ disability: 0 }] },
      { category: 'transport', annualAmount: 150_000 },
      { category: 'gym', annualAmount: 40_000 },
    ],
  });
  const s = simulate(profile, year);

  it('gives up cash for the prices and keeps social security as it was', () => {
    // Exempt 500 + 1,500; RETRIB 45,000 − 2,000 = 43,000: BASE 38,075, SCALE 8,725.50 + 37 % × 2,875 = 9,789.25,
    // CUOTA 8,734.75, 20.3133 % → 20.31, IMPORTE 43,000 × 20.31 % = 8,733.30; saving 9,472.50 − 8,733.30 = 739.20.
    expect(s.socialSecurity).toBe(292_500);
    expect(s.with.withholding).toMatchObject({ retrib: 4_300_000, rate: 2031, amount: 873_330 });
    expect(s.savingAnnual).toBe(73_920);
    expect(s.savingMonthly).toBe(6_160);
    expect(s.benefitsAnnual).toBe(250_000);
    expect(s.exemptAnnual).toBe(200_000);
    // Cash 42,500 − 2,925 − 8,733.30 = 30,841.70; + 2,500 of benefits = 33,341.70 = 32,602.50 + 739.20.
    expect(s.with).toMatchObject({ cashAnnual: 4_250_000, netCashAnnual: 3_084_170, netAnnual: 3_334_170, netMonthly: 277_848 });
    expect(s.without).toMatchObject({ cashAnnual: 4_500_000, netCashAnnual: 3_260_250, netAnnual: 3_260_250, netMonthly: 271_688 });
  });

  it('shares the saving by RETRIB reduction, the gym getting none', () => {
    // 739.20 × 500 / 2,000 = 184.80; the rest 554.40 to transport.
    expect(s.benefits.map((b) => [b.category, b.savingAnnual])).toEqual([
      ['health-insurance', 18_480],
      ['transport', 55_440],
      ['gym', 0],
    ]);
  });

  it('taxes a car given at no cost to the employee at its in-kind value', () => {
    // Fee 0, in-kind 30,000 × 20 % = 6,000: RETRIB 51,000, BASE 46,075, SCALE 8,725.50 + 37 % × 10,875 = 12,749.25,
    // CUOTA 11,694.75, 22.9308 % → 22.93, IMPORTE 11,694.30: 2,221.80 more than without.
    const car = simulate(
      testProfile({ grossAnnual: 4_500_000, benefits: [{ category: 'renting', annualAmount: 0, vehicleValue: 3_000_000, privateUsePercent: 100 }] }),
      year,
    );
    expect(car.with.withholding).toMatchObject({ retrib: 5_100_000, rate: 2293, amount: 1_169_430 });
    expect(car.savingAnnual).toBe(-222_180);
  });

  it('gives the same TIPO with 12 or 14 payments; only the payment differs', () => {
    const twelve = simulate(testProfile({ paymentCount: 12 }), year);
    const fourteen = simulate(testProfile({ paymentCount: 14 }), year);
    expect(fourteen.without.withholding).toEqual(twelve.without.withholding);
    expect(fourteen.socialSecurity).toBe(twelve.socialSecurity);
    // 30,000 − 1,950 − 4,926 = 23,124: ÷ 12 = 1,927.00; ÷ 14 = 1,651.714… → 1,651.71.
    expect([twelve.without.netMonthly, fourteen.without.netMonthly]).toEqual([192_700, 165_171]);
  });

  it('warns when in-kind pay passes 30 % of salary or cash falls below the minimum wage', () => {
    expect(s.warnings).toEqual([]);
    const heavy = simulate(testProfile({ grossAnnual: 2_000_000, benefits: [{ category: 'kindergarten', annualAmount: 700_000 }] }), year);
    expect(heavy.warnings).toEqual(['IN_KIND_ABOVE_LIMIT', 'CASH_BELOW_MINIMUM_WAGE']);
  });

  it('computes with the year it is given', () => {
    const in2025 = simulate(testProfile({ year: 2025, birthYear: 1989 }), taxYear2025);
    // 6.48 %: 1,944; BASE 30,000 − 1,944 − 2,000 = 26,056; CUOTA 4,225.50 + 30 % × 5,856 − 1,054.50 = 4,927.80;
    // 16.4260 % → 16.42; IMPORTE 4,926.00.
    expect([in2025.socialSecurity, in2025.without.withholding.base, in2025.without.withholding.rate, in2025.without.withholding.amount]).toEqual([
      194_400, 2_605_600, 1642, 492_600,
    ]);
  });
});
