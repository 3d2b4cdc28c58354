import type { VehicleEfficiency } from '../benefits/renting-in-kind';
import type { BenefitCategory, Cents } from './tax-year';

/** A descendant as declared on form 145. `wholeCount` false = the minimum is shared (× 0.5). */
export interface Descendant {
  birthYear: number;
  wholeCount: boolean;
  disability: number;
  reducedMobility: boolean;
}

/** An ascendant living with the taxpayer; `livingWith` = how many descendants they live with. */
export interface Ascendant {
  birthYear: number;
  livingWith: number;
  disability: number;
  reducedMobility: boolean;
}

/** A person covered by a health insurance policy. */
export interface Insured {
  disability: number;
  /**
   * The whole premium paid for this person in the year, the company's contribution included.
   * Given for every insured person, each is held to their own limit and their excess is in-kind
   * pay (art. 42.3.c LIRPF); absent, the policy's price is compared with the sum of the limits.
   */
  annualPremium?: Cents;
}

/**
 * One flexible-remuneration benefit for the year: its price (`annualAmount`, the salary given
 * up) and the facts its exemption depends on. One entry per category.
 */
export interface Benefit {
  category: BenefitCategory;
  annualAmount: Cents;
  /** health-insurance: the insured people (default: the employee alone). */
  insured?: readonly Insured[];
  /** food: working days in the year (default 0: nothing exempt by day). */
  workingDays?: number;
  /** kindergarten/formation with a per-child limit: children covered (default: descendants under 3). */
  children?: number;
  /** renting: the vehicle's value as new, the private-use percent, the efficiency. */
  vehicleValue?: Cents;
  privateUsePercent?: number;
  efficiency?: VehicleEfficiency;
  /** renting: the months of the year the car is had, each imputing the month's in-kind value (default 12). */
  months?: number;
  /**
   * renting with more than one car in the year: each car's facts and months. When present it
   * replaces the single car's fields above (the calculator's plan; the batch format has one car).
   */
  vehicles?: readonly RentedVehicle[];
}

/** One rented car of the year, for its in-kind value (renting-in-kind.ts). */
export interface RentedVehicle {
  vehicleValue: Cents;
  privateUsePercent: number;
  efficiency?: VehicleEfficiency;
  months: number;
}

/** What the engine needs of an employee (the batch line's `profile`, already validated). */
export interface TaxProfile {
  year: number;
  grossAnnual: Cents;
  paymentCount: 12 | 14;
  birthYear: number;
  disability: number;
  reducedMobility: boolean;
  geographicMobility: boolean;
  contract: 'indefinite' | 'temporary';
  /** A contract of less than one year: the rate is at least 2 % (AEAT algoritmo §10). */
  contractUnderOneYear?: boolean;
  contributionGroup: number;
  /** Form 145: 1 single parent, 2 married with spouse's income ≤ 1,500 €, 3 other. */
  familySituation: 1 | 2 | 3;
  descendants: readonly Descendant[];
  ascendants: readonly Ascendant[];
  benefits: readonly Benefit[];
}
