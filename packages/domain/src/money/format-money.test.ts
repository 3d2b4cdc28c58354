import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eurosToCents, formatMoney } from './format-money';

describe('money', () => {
  it('formats integer cents as euros with two decimals', () => {
    expect(formatMoney(12345678, 'es')).toBe('123.456,78\u00a0€'); // Intl uses a no-break space before the sign
    expect(formatMoney(5, 'en')).toBe('€0.05');
  });

  // One grouping for every amount: "3000,00 €" beside "12.600,00 €" read as two formats (CLDR's
  // minimumGroupingDigits of 2 leaves 4-digit amounts ungrouped in es, ca and pt).
  it('groups thousands from four digits on, in every language', () => {
    expect(formatMoney(123456, 'es')).toBe('1.234,56\u00a0€');
    expect(formatMoney(300000, 'ca')).toBe('3.000,00\u00a0€');
    expect(formatMoney(300000, 'en')).toBe('€3,000.00');
    expect(formatMoney(99999, 'es')).toBe('999,99\u00a0€');
  });

  // Flexplan's Portuguese is Portugal's (docs/decisions/060-portuguese-is-portugal-s.md): "36 000,00 €", not Brazil's "€ 36.000,00".
  it('writes Portuguese amounts as Portugal does', () => {
    expect(formatMoney(3_600_000, 'pt')).toBe('36\u00a0000,00\u00a0€');
    expect(formatMoney(300_000, 'pt')).toBe('3\u00a0000,00\u00a0€');
    expect(formatMoney(-123_450, 'pt')).toBe('-1\u00a0234,50\u00a0€');
    expect(formatMoney(5, 'pt')).toBe('0,05\u00a0€');
  });

  it('turns typed euros into whole cents, rounding half up', () => {
    expect(eurosToCents(10.005)).toBe(1001);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => eurosToCents(cents / 100) === cents));
  });
});
