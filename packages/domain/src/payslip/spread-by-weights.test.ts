import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadByWeights } from './spread-by-weights';

describe('spreadByWeights', () => {
  it('splits 1,000.00 € into twelve parts that add up to the cent', () => {
    const parts = spreadByWeights(100_000, Array(12).fill(1));
    expect(parts).toEqual([8_333, 8_334, 8_333, 8_333, 8_334, 8_333, 8_333, 8_334, 8_333, 8_333, 8_334, 8_333]);
    expect(parts.reduce((a, b) => a + b)).toBe(100_000);
  });

  it('follows the weights, and spreads evenly when every weight is zero', () => {
    expect(spreadByWeights(300, [0, 1, 2])).toEqual([0, 100, 200]);
    expect(spreadByWeights(3, [0, 0, 0])).toEqual([1, 1, 1]);
    expect(spreadByWeights(5, [])).toEqual([]);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000_000 }), { minLength: 1, maxLength: 14 }),
        (total, weights) => {
          const parts = spreadByWeights(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0) parts.forEach((part, i) => expect(Math.abs(part - (total * weights[i]!) / sum)).toBeLessThanOrEqual(1.000001));
        },
      ),
    );
  });
});
