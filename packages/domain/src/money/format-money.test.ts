import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eurosToCents, formatMoney } from './format-money';

describe('money', () => {
  it('formats integer cents as euros with two decimals', () => {
    expect(formatMoney(123456, 'es')).toBe('1234,56\u00a0€'); // Intl uses a no-break space before the sign
    expect(formatMoney(12345678, 'es')).toBe('123.456,78\u00a0€');
    expect(formatMoney(5, 'en')).toBe('€0.05');
  });

  it('turns typed euros into whole cents, rounding half up', () => {
    expect(eurosToCents(10.005)).toBe(1001);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => eurosToCents(cents / 100) === cents));
  });
});
