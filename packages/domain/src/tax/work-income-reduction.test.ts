import { describe, expect, it } from 'vitest';
import { workIncomeReduction } from './work-income-reduction';
import { taxYear2026 } from './years/2026';

describe('workIncomeReduction, RED20 (art. 20 LIRPF, AEAT algoritmo 2026 §4)', () => {
  it.each([
    [0, 730_200],
    [1_485_200, 730_200], // the full 7,302 up to 14,852.00
    [1_485_201, 730_198], // 7,302 − 1.75 × 0.01 = 7,301.9825 → 7,301.98
    [1_485_202, 730_197], // 7,302 − 1.75 × 0.02 = 7,301.965 → half up 7,301.97
    [1_767_352, 236_434], // 7,302 − 1.75 × 2,821.52 = 2,364.34 (both slopes meet)
    [1_767_353, 236_433], // 2,364.34 − 1.14 × 0.01 = 2,364.3286 → 2,364.33
    [1_974_749, 1], // 2,364.34 − 1.14 × 2,073.97 = 0.0142 → 0.01
    [1_974_750, 0], // 0 from 19,747.50
    [5_000_000, 0],
  ])('RNT %i cents → %i cents', (rnt, reduction) => {
    expect(workIncomeReduction(rnt, taxYear2026.workIncomeReduction)).toBe(reduction);
  });
});
