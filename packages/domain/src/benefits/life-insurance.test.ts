import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { LIFE_DEATH_MINIMUM, quoteLifeInsurance, type LifeInsuranceInput } from './life-insurance';
import { seedLifeRateTable } from './seed-rate-tables';

// Born 15 June 1980: 45 on 1 June 2026, 46 on 1 July 2026 (seed bands 41–45 and 46–50).
const input = (over: Partial<LifeInsuranceInput> = {}, details: Partial<LifeInsuranceInput['details']> = {}): LifeInsuranceInput => ({
  benefitId: 7,
  details: { death: 5_000_000, disability: 3_000_000, startDate: '2026-06-01', ...details },
  table: seedLifeRateTable,
  birthday: '1980-06-15',
  effectiveDate: '2026-06-01',
  months: [6, 7, 8, 9, 10, 11, 12],
  available: 1_000_000,
  ...over,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return null;
};

describe('quoteLifeInsurance (docs/product/benefits-and-simulation.md §5 Life insurance)', () => {
  it('prices death and disability from the rate table at the age on the effective date', () => {
    // Age 45: death 1.560 ‰, disability 0.880 ‰. 50,000 × 1.56 + 30,000 × 0.88 = 104.40 a year = 8.70 a month.
    const quote = quoteLifeInsurance(input());
    expect(quote.age).toBe(45);
    expect(quote.price).toBe(870);
    expect(quote.total).toBe(7 * 870);
    expect(quote.coverages).toEqual({ death: 'mandatory', disability: 'optional' });
  });

  it('uses the age on the effective date, not today: one month later is the next band', () => {
    // Age 46: death 2.450 ‰, disability 1.390 ‰ → 122.50 + 41.70 = 164.20 a year = 13.6833… → 13.68.
    expect(quoteLifeInsurance(input({ effectiveDate: '2026-07-01' })).price).toBe(1_368);
  });

  it('builds one item per month for the employee', () => {
    const { items } = quoteLifeInsurance(input({ months: [11, 12] }));
    expect(items).toEqual([
      { benefitId: 7, familyId: null, month: 11, price: 870, contributedPrice: 0 },
      { benefitId: 7, familyId: null, month: 12, price: 870, contributedPrice: 0 },
    ]);
  });

  it('accepts a death capital of exactly 35,000 € and refuses one cent less', () => {
    expect(quoteLifeInsurance(input({}, { death: LIFE_DEATH_MINIMUM })).details.death).toBe(3_500_000);
    expect(codeOf(() => quoteLifeInsurance(input({}, { death: 3_499_999 })))).toBe('LIFE_DEATH_MINIMUM');
    expect(codeOf(() => quoteLifeInsurance(input({}, { death: 0 })))).toBe('LIFE_DEATH_MINIMUM');
    // It names the field, so the form and the API's `fields` show it by the death capital.
    expect(() => quoteLifeInsurance(input({}, { death: 0 }))).toThrow(expect.objectContaining({ params: { field: 'death', minimum: LIFE_DEATH_MINIMUM } }));
  });

  it('forces disability to 0 where the age has no disability rate (66)', () => {
    const quote = quoteLifeInsurance(input({ birthday: '1960-01-01' }));
    expect(quote.age).toBe(66);
    expect(quote.coverages.disability).toBe('unavailable');
    expect(quote.details.disability).toBe(0);
    // Death only, age 66: 50,000 × 14.8 ‰ = 740 a year = 61.67 a month.
    expect(quote.price).toBe(6_167);
  });

  it('refuses when the mandatory death coverage has no rate for the age', () => {
    expect(codeOf(() => quoteLifeInsurance(input({ birthday: '1955-01-01' })))).toBe('LIFE_AGE_LIMIT');
    expect(codeOf(() => quoteLifeInsurance(input({ birthday: '2009-01-01' })))).toBe('LIFE_AGE_LIMIT');
  });

  it('refuses a price over the available amount with the exceeded message', () => {
    expect(quoteLifeInsurance(input({ available: 7 * 870 })).total).toBe(6_090);
    let error: unknown;
    try {
      quoteLifeInsurance(input({ available: 7 * 870 - 1 }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'PRICE_EXCEEDS_AVAILABLE', message: 'El precio ha excedido la cantidad disponible' });
  });

  it('refuses a capital that is not a non-negative integer', () => {
    expect(codeOf(() => quoteLifeInsurance(input({}, { disability: -1 })))).toBe('CAPITAL_INVALID');
    expect(codeOf(() => quoteLifeInsurance(input({}, { death: 3_500_000.5 })))).toBe('CAPITAL_INVALID');
  });
});
