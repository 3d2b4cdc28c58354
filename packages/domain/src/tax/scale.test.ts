import { describe, expect, it } from 'vitest';
import { scaleTax } from './scale';
import { taxYear2026 } from './years/2026';

/** SCALE in cents × basis points: ÷ 10,000 gives cents. */
const euros = (units: number) => units / 1_000_000;

describe('scaleTax (AEAT algoritmo 2026 §8)', () => {
  const scale = taxYear2026.scale;

  it.each([
    // Each edge gives the "tax up to there" column of docs/product/tax-rules.md §8:
    [0, 0],
    [12_450, 2_365.5], // 12,450 × 19 %
    [20_200, 4_225.5], // 2,365.50 + 7,750 × 24 % (1,860)
    [35_200, 8_725.5], // 4,225.50 + 15,000 × 30 % (4,500)
    [60_000, 17_901.5], // 8,725.50 + 24,800 × 37 % (9,176)
    [300_000, 125_901.5], // 17,901.50 + 240,000 × 45 % (108,000)
  ])('SCALE(%d €) = %d €', (base, tax) => {
    expect(euros(scaleTax(base * 100, scale))).toBe(tax);
  });

  it.each([
    // One cent past an edge pays the next rate on that cent: 1 cent × rate in bp (2,365.50 € = 2,365,500,000 units).
    [1_245_001, 2_365_500_000 + 2400],
    [2_020_001, 4_225_500_000 + 3000],
    [3_520_001, 8_725_500_000 + 3700],
    [6_000_001, 17_901_500_000 + 4500],
    [30_000_001, 125_901_500_000 + 4700],
  ])('one cent past an edge (%i cents) pays the next rate on it', (base, units) => {
    expect(scaleTax(base, scale)).toBe(units);
  });

  it('is exact: no rounding of SCALE (CUOTA keeps its fractions of a cent)', () => {
    // 5,585.67 × 19 % = 1,061.2773 €.
    expect(scaleTax(558_567, scale)).toBe(1_061_277_300);
  });
});
