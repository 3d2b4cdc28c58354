import { describe, expect, it } from 'vitest';
import { spanishIban } from './spanish-iban';

describe('spanishIban', () => {
  it('computes the check digits of a Spanish account (ISO 13616, mod 97)', () => {
    // The demo seed's IBANs, checked by a bank's validator.
    expect(spanishIban('21000418401234567891')).toBe('ES6621000418401234567891');
    expect(spanishIban('00492352082414205416')).toBe('ES1000492352082414205416');
    expect(spanishIban('21000813610123456789')).toBe('ES7921000813610123456789');
  });
});
