import type { LifeAxaCoverage, LifeCoverage, RateBand, RateTable } from './rate-table';

/**
 * PROPOSED seed data: yearly rates per 1,000 € of capital, in milli-per-mille (850 = 0.85 ‰),
 * for ages 18–70, shaped like Spanish group-life tariffs (death grows with age; accident
 * coverages are flat). Disability coverages end at 65 (retirement age) and GINV at 60: at older
 * ages they have no rate, so the wizards force them to 0. Not an insurer's tariff — replace with
 * the contracted one before production.
 */

const bands = (...rows: Array<[from: number, to: number, rate: number]>): RateBand[] => rows.map(([from, to, rate]) => ({ from, to, rate }));

const deathByAge = (scale: number): RateBand[] =>
  bands(
    [18, 25, 620],
    [26, 30, 680],
    [31, 35, 790],
    [36, 40, 1_050],
    [41, 45, 1_560],
    [46, 50, 2_450],
    [51, 55, 3_900],
    [56, 60, 6_100],
    [61, 65, 9_400],
    [66, 70, 14_800],
  ).map((b) => ({ ...b, rate: Math.round((b.rate * scale) / 100) }));

const disabilityTo65 = (): RateBand[] =>
  bands([18, 25, 310], [26, 30, 340], [31, 35, 420], [36, 40, 590], [41, 45, 880], [46, 50, 1_390], [51, 55, 2_250], [56, 60, 3_600], [61, 65, 5_200]);

export const seedLifeRateTable: RateTable<LifeCoverage> = {
  key: 'life-2026',
  coverages: {
    death: deathByAge(100),
    disability: disabilityTo65(),
  },
};

export const seedLifeAxaRateTable: RateTable<LifeAxaCoverage> = {
  key: 'life-axa-2026',
  coverages: {
    FALLCC: deathByAge(105),
    FALLA: bands([18, 64, 350], [65, 70, 480]),
    FALLAC: bands([18, 64, 180], [65, 70, 240]),
    IPACC: disabilityTo65().map((b) => ({ ...b, rate: Math.round((b.rate * 105) / 100) })),
    IPAA: bands([18, 65, 250]),
    IPAAC: bands([18, 65, 130]),
    GINV: bands([18, 40, 120], [41, 50, 190], [51, 60, 320]),
  },
};

/** The seed tables by key (`Benefit.rateTable`). */
export const seedRateTables: Readonly<Record<string, RateTable>> = {
  [seedLifeRateTable.key]: seedLifeRateTable,
  [seedLifeAxaRateTable.key]: seedLifeAxaRateTable,
};
