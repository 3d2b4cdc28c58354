import { describe, expect, it } from 'vitest';
import { allErrorCodes, isErrorCode } from './all-error-codes';
import { catalogueErrorCodes, catalogueErrorMessages, catalogueErrorStatuses } from './catalogue-error-codes';
import { DomainError } from './domain-error';
import { errorCodes } from './error-codes';
import { wizardErrors, wizardErrorStatuses } from './wizard-error-codes';

describe('the ErrorCode union', () => {
  it('lists every code of the three tables once, and nothing else', () => {
    const fromTables = new Set([...Object.keys(errorCodes), ...Object.keys(catalogueErrorCodes), ...Object.keys(wizardErrors)]);
    expect(new Set(allErrorCodes).size).toBe(allErrorCodes.length);
    expect([...allErrorCodes].sort()).toEqual([...fromTables].sort());
  });

  it('spells each code as its key, in the form the web app translates (errors.<CODE>)', () => {
    for (const [key, code] of [...Object.entries(errorCodes), ...Object.entries(catalogueErrorCodes)]) expect(code).toBe(key);
    for (const code of allErrorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('gives every catalogue code its message and status, and the wizards theirs', () => {
    expect(Object.keys(catalogueErrorMessages).sort()).toEqual(Object.keys(catalogueErrorCodes).sort());
    expect(Object.keys(catalogueErrorStatuses).sort()).toEqual(Object.keys(catalogueErrorCodes).sort());
    expect(Object.entries(wizardErrorStatuses)).toEqual(Object.entries(wizardErrors).map(([code, { status }]) => [code, status]));
  });

  it('keeps one status for a code two tables share', () => {
    const shared = Object.keys(wizardErrors).filter((code) => code in catalogueErrorCodes);
    expect(shared).toEqual(['PRICE_EXCEEDS_AVAILABLE']);
    expect(wizardErrorStatuses.PRICE_EXCEEDS_AVAILABLE).toBe(catalogueErrorStatuses.PRICE_EXCEEDS_AVAILABLE);
    expect(shared.filter((code) => code in errorCodes)).toEqual([]);
    expect(Object.keys(errorCodes).filter((code) => code in catalogueErrorCodes || code in wizardErrors)).toEqual([]);
  });

  it('tells a code of ours from any other string', () => {
    expect(isErrorCode('EMAIL_NOT_UNIQUE')).toBe(true);
    expect(isErrorCode('RENTING_YEARS')).toBe(true);
    expect(isErrorCode('ZERO_PRICE')).toBe(true);
    expect(isErrorCode('EXPIRED')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('is the only code a DomainError takes', () => {
    // @ts-expect-error a code outside the union does not compile (tsc -p packages/domain checks it)
    const unknown = new DomainError('NO_SUCH_CODE', 'never thrown');
    expect(unknown.code).toBe('NO_SUCH_CODE');
  });
});
