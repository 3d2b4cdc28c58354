import { describe, expect, it } from 'vitest';
import { isCatalogueError } from '../errors/catalogue-error-codes';
import { companyBagCents, effectiveCompanyBag, emptyUserBags, parseAmountOrPercent, resolveAmountOrPercent, totalSalary } from './user-bags';

describe('parseAmountOrPercent', () => {
  it('reads a percent string as basis points', () => {
    expect(parseAmountOrPercent('10%')).toEqual({ kind: 'percent', basisPoints: 1000 });
    expect(parseAmountOrPercent(' 12,5 % ')).toEqual({ kind: 'percent', basisPoints: 1250 });
    expect(parseAmountOrPercent('100%')).toEqual({ kind: 'percent', basisPoints: 10_000 });
    expect(parseAmountOrPercent('0.25%')).toEqual({ kind: 'percent', basisPoints: 25 });
  });

  it('reads an amount string as euros, into cents', () => {
    expect(parseAmountOrPercent('1200.50')).toEqual({ kind: 'amount', cents: 120_050 });
    expect(parseAmountOrPercent('1200,5')).toEqual({ kind: 'amount', cents: 120_050 });
    expect(parseAmountOrPercent('1200')).toEqual({ kind: 'amount', cents: 120_000 });
  });

  it('reads a JSON number as euros', () => {
    expect(parseAmountOrPercent(1200.5)).toEqual({ kind: 'amount', cents: 120_050 });
    expect(parseAmountOrPercent(0.29)).toEqual({ kind: 'amount', cents: 29 });
  });

  it('takes empty as no bag', () => {
    expect(parseAmountOrPercent('')).toBeNull();
    expect(parseAmountOrPercent('  ')).toBeNull();
    expect(parseAmountOrPercent(null)).toBeNull();
    expect(parseAmountOrPercent(undefined)).toBeNull();
  });

  it.each(['-5', '101%', '1.234', '1.200,50', 'abc', '10 €', '%', '5%%'])('refuses %s', (raw) => {
    let error: unknown;
    try {
      parseAmountOrPercent(raw);
    } catch (e) {
      error = e;
    }
    expect(isCatalogueError(error, 'INVALID_BAG_VALUE')).toBe(true);
  });

  it('refuses a negative or non-finite number', () => {
    expect(() => parseAmountOrPercent(-1)).toThrow();
    expect(() => parseAmountOrPercent(Number.NaN)).toThrow();
  });
});

describe('resolveAmountOrPercent and companyBagCents', () => {
  it('gives an amount as is and a percent of the basis, rounded half up', () => {
    expect(resolveAmountOrPercent({ kind: 'amount', cents: 5_000 }, 1)).toBe(5_000);
    expect(resolveAmountOrPercent({ kind: 'percent', basisPoints: 1000 }, 3_000_005)).toBe(300_001); // 300 000.5 → up
    expect(resolveAmountOrPercent({ kind: 'percent', basisPoints: 1000 }, 3_000_004)).toBe(300_000);
    expect(resolveAmountOrPercent(null, 1_000)).toBe(0);
  });

  it('takes a percent company bag of the fixed salary', () => {
    expect(companyBagCents({ ...emptyUserBags, fixedSalary: 3_000_000, companyBag: { kind: 'percent', basisPoints: 500 } })).toBe(150_000);
    expect(companyBagCents({ ...emptyUserBags, fixedSalary: null, companyBag: { kind: 'percent', basisPoints: 500 } })).toBe(0);
    expect(companyBagCents({ ...emptyUserBags, companyBag: { kind: 'amount', cents: 70_000 } })).toBe(70_000);
  });
});

describe('effectiveCompanyBag', () => {
  const companyPercent = { kind: 'percent', basisPoints: 500 } as const;
  const ownAmount = { kind: 'amount', cents: 60_000 } as const;

  it("takes the employee's own bag over the company's", () => {
    expect(effectiveCompanyBag(ownAmount, companyPercent)).toEqual(ownAmount);
  });

  it("falls back to the company's bag when the employee has none", () => {
    expect(effectiveCompanyBag(null, companyPercent)).toEqual(companyPercent);
  });

  it('keeps an own bag of 0 €: an explicit nothing is not a missing value', () => {
    expect(effectiveCompanyBag({ kind: 'amount', cents: 0 }, companyPercent)).toEqual({ kind: 'amount', cents: 0 });
  });

  it('is null when neither is set', () => {
    expect(effectiveCompanyBag(null, null)).toBeNull();
  });
});

describe('totalSalary', () => {
  it('adds fixed and variable, and is unknown without a fixed salary', () => {
    expect(totalSalary({ fixedSalary: 3_000_000, variableSalary: 500_000 })).toBe(3_500_000);
    expect(totalSalary({ fixedSalary: 3_000_000, variableSalary: null })).toBe(3_000_000);
    expect(totalSalary({ fixedSalary: null, variableSalary: 500_000 })).toBeNull();
  });
});
