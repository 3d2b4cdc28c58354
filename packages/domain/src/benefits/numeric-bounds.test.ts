import { describe, expect, it } from 'vitest';
import { assertWithinBounds, clampToBounds } from './numeric-bounds';

describe('clampToBounds (docs/product/benefits-and-simulation.md §2, §8)', () => {
  it('clamps above the maximum and names the field and bound', () => {
    const { value, error } = clampToBounds('death', 600, { min: 0, max: 500 });
    expect(value).toBe(500);
    expect(error?.code).toBe('NUMBER_ABOVE_MAX');
    expect(error?.params).toEqual({ field: 'death', max: 500 });
    expect(error?.message).toBe('El valor de death no puede ser mayor que 500');
  });

  it('clamps below the minimum', () => {
    const { value, error } = clampToBounds('years', 1, { min: 2, max: 5 });
    expect(value).toBe(2);
    expect(error?.code).toBe('NUMBER_BELOW_MIN');
    expect(error?.params).toEqual({ field: 'years', min: 2 });
  });

  it('keeps a value in bounds, the bounds included', () => {
    expect(clampToBounds('years', 2, { min: 2, max: 5 })).toEqual({ value: 2, error: null });
    expect(clampToBounds('years', 5, { min: 2, max: 5 })).toEqual({ value: 5, error: null });
    expect(clampToBounds('x', 1e9, {})).toEqual({ value: 1e9, error: null });
  });

  it('treats a non-number as the minimum', () => {
    expect(clampToBounds('years', Number.NaN, { min: 2 }).value).toBe(2);
  });

  it('refuses instead of clamping on the server', () => {
    expect(() => assertWithinBounds('years', 6, { max: 5 })).toThrow('El valor de years no puede ser mayor que 5');
    expect(() => assertWithinBounds('years', 3, { max: 5 })).not.toThrow();
  });
});
