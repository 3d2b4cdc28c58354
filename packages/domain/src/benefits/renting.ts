import type { ContractItem } from '../contracts/contract';
import { WizardError } from '../errors/wizard-error-codes';
import { rentingInKindValue, type RentingInKindRules, type VehicleEfficiency } from './renting-in-kind';
import type { Benefit, RentingVehicle } from './benefit';

/** docs/product/benefits-and-simulation.md §5 Renting, §9: a term of 2 to 5 years, 2 by default. */
export const RENTING_YEARS_MIN = 2;
export const RENTING_YEARS_MAX = 5;
export const RENTING_YEARS_DEFAULT = 2;

/** The renting details (docs/product/benefits-and-simulation.md §3): fees and vehicle value in cents; privateUse a whole percent. */
export interface RentingDetails {
  feeWithoutVAT: number;
  feeWithVAT: number;
  vehicleValue: number;
  years: number;
  /** Read-only: always the profile's value (docs/product/benefits-and-simulation.md §5 Renting). */
  privateUse: number;
  startDate: string;
}

/** The form's first values: the benefit's vehicle, 2 years, the profile's private use. */
export function defaultRentingDetails(benefit: Pick<Benefit, 'vehicle'>, profilePrivateUse: number, startDate: string): RentingDetails {
  const vehicle = benefit.vehicle;
  return {
    feeWithoutVAT: vehicle?.feeWithoutVAT ?? 0,
    feeWithVAT: vehicle?.feeWithVAT ?? 0,
    vehicleValue: vehicle?.vehicleValue ?? 0,
    years: RENTING_YEARS_DEFAULT,
    privateUse: clampPercent(profilePrivateUse),
    startDate,
  };
}

/**
 * docs/product/benefits-and-simulation.md §5 Renting: values are non-negative integers (RENTING_VALUE_MINIMUM), the fee
 * without VAT is not above the fee with VAT (RENTING_FEE_VAT), the term is 2–5 whole years (RENTING_YEARS).
 */
export function validateRentingDetails(details: RentingDetails): void {
  for (const field of ['feeWithoutVAT', 'feeWithVAT', 'vehicleValue'] as const) {
    if (!Number.isSafeInteger(details[field]) || details[field] < 0) throw new WizardError('RENTING_VALUE_MINIMUM', { field });
  }
  if (details.feeWithoutVAT > details.feeWithVAT) throw new WizardError('RENTING_FEE_VAT', { field: 'feeWithoutVAT' });
  if (!Number.isInteger(details.years) || details.years < RENTING_YEARS_MIN || details.years > RENTING_YEARS_MAX) {
    throw new WizardError('RENTING_YEARS', { field: 'years', min: RENTING_YEARS_MIN, max: RENTING_YEARS_MAX });
  }
}

/** The figures of a renting that belong to the catalogue's vehicle, never to the employee. */
export const rentingCatalogueFields = ['feeWithoutVAT', 'feeWithVAT', 'vehicleValue'] as const;

/**
 * Priced from the catalogue (docs/decisions/272-renting-is-priced-from-the-catalogue.md): the fees and the
 * vehicle value are the catalogue vehicle's. A client that sends another figure is refused
 * (RENTING_PRICE_MISMATCH, naming the field and the catalogue's figure) rather than silently
 * corrected, so the employee never signs a price other than the one on the screen.
 */
export function assertCatalogueFigures(details: Pick<RentingDetails, (typeof rentingCatalogueFields)[number]>, vehicle: RentingVehicle): void {
  for (const field of rentingCatalogueFields) {
    if (details[field] !== vehicle[field]) throw new WizardError('RENTING_PRICE_MISMATCH', { field, expected: vehicle[field] });
  }
}

export interface RentingPriceLimit {
  /** What is left in the bag, cents. */
  available: number;
  /** This contract's own current price (sum of its items), 0 for a new one. */
  currentPrice: number;
  /** The bag limit: the flexible bag for Exent, the top bag (or fixedSalary) for Top. */
  bagLimit: number;
}

/** docs/product/benefits-and-simulation.md §5 Renting: the price may not exceed the smaller of available + the item's own price and the bag limit. */
export function rentingPriceCeiling(limit: RentingPriceLimit): number {
  return Math.min(limit.available + limit.currentPrice, limit.bagLimit);
}

export interface RentingQuoteInput extends RentingPriceLimit {
  benefitId: number;
  details: RentingDetails;
  /** The profile's privateUse, 0–100: it replaces whatever the details say. */
  profilePrivateUse: number;
  efficiency?: VehicleEfficiency;
  /** The months the contract has items in (1–12). */
  months: readonly number[];
  /** The tax year's valuation rules (`taxYears[year].rentingInKind`). */
  inKindRules: RentingInKindRules;
}

export interface RentingQuote {
  details: RentingDetails;
  /** The monthly fee with VAT, cents. */
  price: number;
  /** Sum of the items: price × months. */
  total: number;
  items: ContractItem[];
  /** The taxable in-kind value of each month, cents (docs/product/tax-rules.md §3). */
  inKindMonthly: number;
}

/**
 * Prices a renting (docs/product/benefits-and-simulation.md §5 Renting): the price is the monthly fee with VAT; the items
 * together may not cost more than `rentingPriceCeiling` (PRICE_EXCEEDS_AVAILABLE — the UI
 * restores the previous details). Also throws what `validateRentingDetails` throws.
 */
export function quoteRenting(input: RentingQuoteInput): RentingQuote {
  const details: RentingDetails = { ...input.details, privateUse: clampPercent(input.profilePrivateUse) };
  validateRentingDetails(details);
  const price = details.feeWithVAT;
  const total = price * input.months.length;
  const ceiling = rentingPriceCeiling(input);
  if (total > ceiling) throw new WizardError('PRICE_EXCEEDS_AVAILABLE', { available: ceiling, price: total });

  const inKind = rentingInKindValue(
    { vehicleValue: details.vehicleValue, privateUsePercent: details.privateUse, efficiency: input.efficiency },
    input.inKindRules,
  );
  const items = input.months.map((month) => ({ benefitId: input.benefitId, familyId: null, month, price, contributedPrice: 0 }));
  return { details, price, total, items, inKindMonthly: inKind.monthly };
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}
