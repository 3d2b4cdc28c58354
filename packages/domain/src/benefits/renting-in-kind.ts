import { divideRoundHalfUp } from '../tax/integer-division';

/** How efficient the rented car is, for the reductions of art. 48 bis RIRPF (docs/product/tax-rules.md §3). */
export const vehicleEfficiencies = ['none', 'efficient-combustion', 'hybrid', 'electric'] as const;
export type VehicleEfficiency = (typeof vehicleEfficiencies)[number];

/** A reduction of the in-kind value for an efficient vehicle whose value as new is at most `maxVehicleValue`. */
export interface EfficiencyReduction {
  percent: number;
  maxVehicleValue: number;
}

/**
 * The valuation rules of one tax year, kept as data in `TaxYear.rentingInKind`
 * (`taxYears[2026].rentingInKind`). Percents are whole numbers.
 */
export interface RentingInKindRules {
  /** Yearly share of the vehicle's value as new (20 %). */
  percentOfValue: number;
  reductions: Readonly<Record<Exclude<VehicleEfficiency, 'none'>, EfficiencyReduction>>;
}

export interface RentingInKindInput {
  /** The vehicle's value as new, in cents. */
  vehicleValue: number;
  /** Share of private use, a whole percent 0–100. */
  privateUsePercent: number;
  efficiency?: VehicleEfficiency;
}

/** The taxable in-kind value, in cents: `monthly` is what each payroll month imputes. */
export interface RentingInKindValue {
  annual: number;
  monthly: number;
}

/**
 * Art. 43.1.1.b LIRPF, art. 48 bis RIRPF: the in-kind value of a company car (renting): 20 % of the vehicle's value as new × the
 * private-use share, less the efficient-vehicle reduction when the vehicle qualifies (its value
 * is within the reduction's limit), ÷ 12 a month.
 *
 * Rounding: the MONTHLY value is rounded half up to the cent, because payroll imputes it month
 * by month; `annual` is exactly 12 × `monthly`, so the months always add up to the year.
 * Everything before that one rounding is exact integer arithmetic (whole percents).
 * The rules come from the tax year (`taxYears[2026].rentingInKind`), so the renting form and
 * the tax engine value a car the same way.
 */
export function rentingInKindValue(input: RentingInKindInput, rules: RentingInKindRules): RentingInKindValue {
  const reduction = reductionPercent(input, rules);
  // value × 20/100 × (100 − r)/100 × use/100 ÷ 12, as one integer fraction (< 2^53 for values < 10^10 cents).
  const numerator = input.vehicleValue * rules.percentOfValue * (100 - reduction) * input.privateUsePercent;
  const monthly = divideRoundHalfUp(numerator, 100 * 100 * 100 * 12);
  return { annual: 12 * monthly, monthly };
}

function reductionPercent(input: RentingInKindInput, rules: RentingInKindRules): number {
  const efficiency = input.efficiency ?? 'none';
  if (efficiency === 'none') return 0;
  const reduction = rules.reductions[efficiency];
  return input.vehicleValue <= reduction.maxVehicleValue ? reduction.percent : 0;
}

/** The facts of a renting contract's stored details (wizard-pricers.ts) that its in-kind value reads. */
export interface RentingInKindFacts {
  vehicleValue: number;
  privateUsePercent: number;
  efficiency: VehicleEfficiency;
}

/**
 * Reads the in-kind facts from a renting contract's stored details: the vehicle's value, the
 * private use the contract was priced with, the efficiency. Null when the details name no
 * vehicle. A contract stored before the efficiency was kept reads as 'none', which never
 * understates the taxable value.
 */
export function rentingInKindFacts(details: Readonly<Record<string, unknown>> | null | undefined): RentingInKindFacts | null {
  const value = details?.['vehicleValue'];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return null;
  const use = details?.['privateUse'];
  const raw = details?.['efficiency'];
  return {
    vehicleValue: value,
    privateUsePercent: typeof use === 'number' && Number.isFinite(use) ? Math.min(100, Math.max(0, Math.round(use))) : 100,
    efficiency: (vehicleEfficiencies as readonly unknown[]).includes(raw) ? (raw as VehicleEfficiency) : 'none',
  };
}

/**
 * The in-kind value of a stored renting contract: the same `rentingInKindValue` the card, the
 * calculator and the server use, on the contract's own details (for the contract PDF). Null
 * when the details name no vehicle.
 */
export function rentingInKindOfDetails(details: Readonly<Record<string, unknown>> | null | undefined, rules: RentingInKindRules): RentingInKindValue | null {
  const facts = rentingInKindFacts(details);
  return facts ? rentingInKindValue(facts, rules) : null;
}
