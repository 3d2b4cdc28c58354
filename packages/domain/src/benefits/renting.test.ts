import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { taxYear2026 } from '../tax/years/2026';
import { defaultRentingDetails, quoteRenting, rentingPriceCeiling, validateRentingDetails, type RentingDetails, type RentingQuoteInput } from './renting';

const details: RentingDetails = {
  feeWithoutVAT: 40_000,
  feeWithVAT: 48_400,
  vehicleValue: 3_000_000,
  years: 2,
  privateUse: 50,
  startDate: '2026-07-01',
};

const input = (over: Partial<RentingQuoteInput> = {}, changes: Partial<RentingDetails> = {}): RentingQuoteInput => ({
  benefitId: 40,
  details: { ...details, ...changes },
  profilePrivateUse: 50,
  months: [7, 8, 9, 10, 11, 12],
  available: 1_000_000,
  currentPrice: 0,
  bagLimit: 2_000_000,
  inKindRules: taxYear2026.rentingInKind,
  ...over,
});

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return null;
};

describe('validateRentingDetails (docs/product/benefits-and-simulation.md §5 Renting)', () => {
  it.each([
    [1, 'RENTING_YEARS'],
    [2, null],
    [3, null],
    [4, null],
    [5, null],
    [6, 'RENTING_YEARS'],
    [2.5, 'RENTING_YEARS'],
  ])('years %s → %s', (years, code) => {
    expect(errorOf(() => validateRentingDetails({ ...details, years }))?.code ?? null).toBe(code);
  });

  it('refuses a fee without VAT above the fee with VAT, and accepts them equal', () => {
    expect(errorOf(() => validateRentingDetails({ ...details, feeWithoutVAT: 48_401 }))).toMatchObject({
      code: 'RENTING_FEE_VAT',
      message: 'La cuota sin IVA no puede ser mayor que la cuota con IVA',
      params: { field: 'feeWithoutVAT' },
    });
    // The form shows each refusal by its field.
    expect(errorOf(() => validateRentingDetails({ ...details, years: 6 }))?.params).toEqual({ field: 'years', min: 2, max: 5 });
    expect(errorOf(() => validateRentingDetails({ ...details, feeWithoutVAT: 48_400 }))).toBeNull();
  });

  it('refuses negative values', () => {
    expect(errorOf(() => validateRentingDetails({ ...details, vehicleValue: -1 }))).toMatchObject({
      code: 'RENTING_VALUE_MINIMUM',
      params: { field: 'vehicleValue' },
    });
    expect(errorOf(() => validateRentingDetails({ ...details, feeWithoutVAT: -1 }))?.code).toBe('RENTING_VALUE_MINIMUM');
  });
});

describe('defaultRentingDetails', () => {
  it('starts from the vehicle, 2 years and the profile’s private use', () => {
    const vehicle = { model: 'X', vehicleValue: 2_500_000, efficiency: 'hybrid' as const, feeWithoutVAT: 30_000, feeWithVAT: 36_300 };
    expect(defaultRentingDetails({ vehicle }, 70, '2026-07-01')).toEqual({
      feeWithoutVAT: 30_000,
      feeWithVAT: 36_300,
      vehicleValue: 2_500_000,
      years: 2,
      privateUse: 70,
      startDate: '2026-07-01',
    });
  });
});

describe('quoteRenting (docs/product/benefits-and-simulation.md §5 Renting; docs/product/tax-rules.md §3)', () => {
  it('prices the monthly fee with VAT, one item a month, with the in-kind value of the month', () => {
    const quote = quoteRenting(input());
    expect(quote.price).toBe(48_400);
    expect(quote.total).toBe(6 * 48_400);
    expect(quote.items[0]).toEqual({ benefitId: 40, familyId: null, month: 7, price: 48_400, contributedPrice: 0 });
    // 30,000 × 20 % × 50 % / 12 = 250 a month.
    expect(quote.inKindMonthly).toBe(25_000);
  });

  it('takes privateUse from the profile, whatever the details say', () => {
    const quote = quoteRenting(input({ profilePrivateUse: 100 }, { privateUse: 0 }));
    expect(quote.details.privateUse).toBe(100);
    expect(quote.inKindMonthly).toBe(50_000);
  });

  it('caps the price by the smaller of available + its own current price and the bag limit', () => {
    expect(rentingPriceCeiling({ available: 100, currentPrice: 50, bagLimit: 1_000 })).toBe(150);
    expect(rentingPriceCeiling({ available: 900, currentPrice: 500, bagLimit: 1_000 })).toBe(1_000);
    const total = 6 * 48_400;
    expect(quoteRenting(input({ available: total })).total).toBe(total);
    expect(errorOf(() => quoteRenting(input({ available: total - 1 })))).toMatchObject({
      code: 'PRICE_EXCEEDS_AVAILABLE',
      message: 'El precio ha excedido la cantidad disponible',
    });
    expect(quoteRenting(input({ available: total - 48_400, currentPrice: 48_400 })).total).toBe(total);
    expect(errorOf(() => quoteRenting(input({ available: 10_000_000, bagLimit: total - 1 })))?.code).toBe('PRICE_EXCEEDS_AVAILABLE');
  });

  it('validates before pricing', () => {
    expect(errorOf(() => quoteRenting(input({}, { years: 6 })))?.code).toBe('RENTING_YEARS');
  });
});
