import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, divideTruncate } from './integer-division';

describe('integer division', () => {
  it('rounds half up', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(-5, 10)).toBe(0); // half up, towards +∞
    expect(divideRoundHalfUp(730_196_5, 10)).toBe(730_197);
  });

  it('truncates, and is exact where floating point is not', () => {
    // 17.85964523 % → 17.85: CUOTA 1,785,964,523 units / RETRIB 100,000,000 cents.
    expect(divideTruncate(1_785_964_523, 100_000_000)).toBe(17);
    // 0.29 × 100 is 28.999999999999996 in floating point; in integers 2,900 / 100 is 29.
    expect(Math.floor(0.29 * 100)).toBe(28);
    expect(divideTruncate(2_900, 100)).toBe(29);
  });
});
