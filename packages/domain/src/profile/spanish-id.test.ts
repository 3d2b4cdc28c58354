import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDni, isValidNie, isValidPassport, isValidPersonalId, normalizeId } from './spanish-id';

describe('Spanish personal IDs', () => {
  it('accepts a DNI with its control letter, as typed with dots, hyphens or in small letters', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12.345.678-z')).toBe(true);
    expect(isValidDni('00000000T')).toBe(true);
  });

  it('refuses a DNI with the wrong letter, or of the wrong length', () => {
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
    expect(isValidDni('X1234567L')).toBe(false);
  });

  it('accepts a NIE whose letter counts X as 0, Y as 1 and Z as 2', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y2345678Z')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
    expect(isValidNie('12345678Z')).toBe(false);
  });

  it('takes a passport number of letters and digits', () => {
    expect(isValidPassport('PAB123456')).toBe(true);
    expect(isValidPassport('AB')).toBe(false);
    expect(isValidPersonalId('passport', 'K1234567')).toBe(true);
    expect(isValidPersonalId('DNI', 'K1234567')).toBe(false);
  });

  it('accepts exactly one letter for every DNI number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const digits = String(n).padStart(8, '0');
        const valid = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((letter) => isValidDni(`${digits}${letter}`));
        return valid.length === 1;
      }),
      { numRuns: 500 },
    );
  });

  it('normalises what people type', () => {
    expect(normalizeId(' 12 345 678-z ')).toBe('12345678Z');
  });
});
