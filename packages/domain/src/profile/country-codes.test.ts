import { describe, expect, it } from 'vitest';
import { countryCodes, isCountryCode } from './country-codes';

describe('country codes (ISO 3166-1 alpha-2)', () => {
  it('lists each code once, two capitals, Spain and Portugal among them', () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isCountryCode('ES') && isCountryCode('PT')).toBe(true);
    expect(isCountryCode('es') || isCountryCode('España') || isCountryCode('')).toBe(false);
  });
});
