import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts a Spanish IBAN with or without spaces and stores it compact', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  it('refuses a wrong check digit, a wrong length and an unknown country', () => {
    expect(isValidIban('ES9221000418450200051332')).toBe(false);
    expect(isValidIban('ES912100041845020005133')).toBe(false);
    expect(isValidIban('XX9121000418450200051332')).toBe(false);
  });
});
