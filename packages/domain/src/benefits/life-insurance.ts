import type { ContractItem } from '../contracts/contract';
import { WizardError } from '../errors/wizard-error-codes';
import { ageInYears } from './age';
import { premiumFor, rateFor, type LifeCoverage, type RateTable } from './rate-table';

/** docs/product/benefits-and-simulation.md §5 Life insurance, §9: the death capital is at least 35,000 €. */
export const LIFE_DEATH_MINIMUM = 3_500_000;

/** The life details (docs/product/benefits-and-simulation.md §3 Details per type): capitals in cents; `price` and `table` are derived, not trusted. */
export interface LifeDetails {
  death: number;
  disability: number;
  startDate: string;
}

export type CoverageAvailability = 'mandatory' | 'optional' | 'unavailable';

export interface LifeInsuranceInput {
  benefitId: number;
  details: LifeDetails;
  table: RateTable<LifeCoverage>;
  /** The employee's birthday, ISO. */
  birthday: string;
  /** The contract's effective date, ISO: the age that prices the policy is the age on this day. */
  effectiveDate: string;
  /** The months the contract has items in (1–12), from the start-month rule. */
  months: readonly number[];
  /**
   * The most the contract may cost (the sum of its items), cents: the bag's available amount plus
   * this contract's own current price, capped by the bag limit (the general price cap).
   */
  available: number;
}

export interface LifeInsuranceQuote {
  /** The details as priced: coverages without a rate for the age forced to 0. */
  details: LifeDetails;
  age: number;
  coverages: Record<LifeCoverage, CoverageAvailability>;
  /** Monthly premium, cents. */
  price: number;
  /** Sum of the items. */
  total: number;
  items: ContractItem[];
}

/**
 * Which coverages the age allows (docs/product/benefits-and-simulation.md §5 Life insurance: "some coverages are mandatory or
 * unavailable by age"): death is mandatory; a coverage without a rate for the age is unavailable.
 */
export function lifeCoverageAvailability(table: RateTable<LifeCoverage>, age: number): Record<LifeCoverage, CoverageAvailability> {
  return {
    death: rateFor(table, 'death', age) === null ? 'unavailable' : 'mandatory',
    disability: rateFor(table, 'disability', age) === null ? 'unavailable' : 'optional',
  };
}

/**
 * Prices a life insurance (docs/product/benefits-and-simulation.md §5 Life insurance, §9) or refuses it with a DomainError:
 * `CAPITAL_INVALID` (not a non-negative integer), `LIFE_AGE_LIMIT` (no death rate at the age on
 * the effective date), `LIFE_DEATH_MINIMUM` (death below 35,000 €), `PRICE_EXCEEDS_AVAILABLE`
 * (the items cost more than `available`; the UI reverts the change).
 * An unavailable disability coverage is forced to 0, not refused.
 */
export function quoteLifeInsurance(input: LifeInsuranceInput): LifeInsuranceQuote {
  const { details, table } = input;
  for (const field of ['death', 'disability'] as const) {
    if (!Number.isSafeInteger(details[field]) || details[field] < 0) throw new WizardError('CAPITAL_INVALID', { field });
  }
  const age = ageInYears(input.birthday, input.effectiveDate);
  const coverages = lifeCoverageAvailability(table, age);
  if (coverages.death === 'unavailable') throw new WizardError('LIFE_AGE_LIMIT', { field: 'death', age });
  if (details.death < LIFE_DEATH_MINIMUM) throw new WizardError('LIFE_DEATH_MINIMUM', { field: 'death', minimum: LIFE_DEATH_MINIMUM });

  const corrected: LifeDetails = { ...details, disability: coverages.disability === 'unavailable' ? 0 : details.disability };
  const terms = (['death', 'disability'] as const).map((coverage) => ({
    capital: corrected[coverage],
    rate: rateFor(table, coverage, age) ?? 0,
  }));
  const price = premiumFor(terms).monthly;
  const total = price * input.months.length;
  if (total > input.available) throw new WizardError('PRICE_EXCEEDS_AVAILABLE', { available: input.available, price: total });

  const items = input.months.map((month) => ({ benefitId: input.benefitId, familyId: null, month, price, contributedPrice: 0 }));
  return { details: corrected, age, coverages, price, total, items };
}
