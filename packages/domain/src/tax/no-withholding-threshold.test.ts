import { describe, expect, it } from 'vitest';
import { noWithholdingThreshold } from './no-withholding-threshold';
import { personalCircumstances } from './personal-circumstances';
import { child, testProfile } from './test-profile';
import { computeWithholding } from './withholding';
import { taxYear2026 } from './years/2026';

const year = taxYear2026;

describe('noWithholdingThreshold (AEAT algoritmo 2026 §7)', () => {
  it('reads the table by situation and 0, 1, 2+ descendants; situation 1 without one is situation 3', () => {
    expect(noWithholdingThreshold(1, 0, year.noWithholding)).toBe(1_587_600);
    expect(noWithholdingThreshold(1, 3, year.noWithholding)).toBe(1_869_400);
    expect(noWithholdingThreshold(2, 5, year.noWithholding)).toBe(1_926_200);
  });

  /**
   * At each limit nothing is withheld; 100 € above it, with no contributions (so RNT = RETRIB), the
   * 43 % cap gives CUOTA = 0.43 × 100 = 43 € whenever the uncapped CUOTA is higher (worked below).
   * Children born 2010 and 2012: 2,400 and 2,700 (MINPERFA 7,950 with one, 10,650 with two).
   */
  it.each([
    // RED20 7,302 − 1.75 × 1,124 = 5,335; BASE 8,641; CUOTA 19 % × 3,091 = 587.29 → 43; 43/15,976 = 0.269 % → 0.26; 41.5376.
    ['situation 3, none', 3, 0, 1_587_600, 26, 4_154],
    // RED20 7,302 − 1.75 × 1,590 = 4,519.50; BASE 9,922.50; CUOTA 19 % × 1,972.50 = 374.78 → 43; 0.2615 % → 0.26; 42.7492.
    ['situation 3, one', 3, 1, 1_634_200, 26, 4_275],
    // RED20 7,302 − 1.75 × 2,115 = 3,600.75; BASE 11,366.25; CUOTA 19 % × 716.25 = 136.09 → 43; 0.2534 % → 0.25; 42.4175.
    ['situation 3, two', 3, 2, 1_686_700, 25, 4_242],
    // RED20 7,302 − 1.75 × 2,445 = 3,023.25; BASE 12,273.75; CUOTA 1,277.51 → 43; 0.2486 % → 0.24; 41.5128.
    ['situation 2, none', 2, 0, 1_719_700, 24, 4_151],
    // RED20 2,364.34 − 1.14 × 556.48 = 1,729.95; BASE 14,500.05; CUOTA 2,857.51 − 1,510.50 → 43; 0.2359 % → 0.23; 41.929.
    ['situation 2, one', 2, 1, 1_813_000, 23, 4_193],
    // RED20 2,364.34 − 1.14 × 1,688.48 = 439.47; BASE 16,922.53; CUOTA 3,438.91 − 2,023.50 → 43; 0.2221 % → 0.22; 42.5964.
    ['situation 2, two', 2, 2, 1_926_200, 22, 4_260],
    // RED20 2,364.34 − 1.14 × 70.48 = 2,283.99; BASE 13,460.01; CUOTA 2,607.90 − 1,510.50 → 43; 0.2423 % → 0.24; 42.5856.
    ['situation 1, one', 1, 1, 1_764_400, 24, 4_259],
    // RED20 2,364.34 − 1.14 × 1,120.48 = 1,086.99; BASE 15,707.01; CUOTA 3,147.18 − 2,023.50 → 43; 0.2288 % → 0.22; 41.3468.
    ['situation 1, two', 1, 2, 1_869_400, 22, 4_135],
  ] as const)('%s: 0 at %i… ', (_name, familySituation, count, threshold, rateAbove, amountAbove) => {
    const descendants = [child(2010), child(2012)].slice(0, count);
    const person = personalCircumstances(testProfile({ familySituation, descendants }), year);
    expect(person.noWithholdingThreshold).toBe(threshold);
    expect(computeWithholding(threshold, 0, person, year)).toMatchObject({ rate: 0, amount: 0 });
    expect(computeWithholding(threshold + 10_000, 0, person, year)).toMatchObject({ rate: rateAbove, amount: amountAbove });
  });
});
