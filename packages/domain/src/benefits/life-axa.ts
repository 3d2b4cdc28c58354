import type { ContractItem } from '../contracts/contract';
import { WizardError, type BrokenRule } from '../errors/wizard-error-codes';
import { ageInYears } from './age';
import { premiumFor, rateFor, type LifeAxaCoverage, type RateTable } from './rate-table';

/** docs/product/benefits-and-simulation.md §5 Life-axa, §9: fallcc is at least 35,000 €. */
export const LIFE_AXA_FALLCC_MINIMUM = 3_500_000;

export const lifeAxaFields = ['fallcc', 'falla', 'fallac', 'ipacc', 'ipaa', 'ipaac', 'ginv'] as const;
export type LifeAxaField = (typeof lifeAxaFields)[number];

/** The life-axa details (docs/product/benefits-and-simulation.md §3): capitals in cents; `price` and `table` are derived, not trusted. */
export type LifeAxaDetails = Record<LifeAxaField, number> & { startDate: string };

const coverageOf: Record<LifeAxaField, LifeAxaCoverage> = {
  fallcc: 'FALLCC',
  falla: 'FALLA',
  fallac: 'FALLAC',
  ipacc: 'IPACC',
  ipaa: 'IPAA',
  ipaac: 'IPAAC',
  ginv: 'GINV',
};

/**
 * "Must not exceed" (docs/product/benefits-and-simulation.md §5 Life-axa), as [field, parent]. The spec names the parents of
 * falla, fallac and ipacc; for the others it says "the relevant parent":
 * - ipaa → ipacc: disability by accident is a case of disability by any cause, as falla of fallcc.
 * - ipaac → ipacc AND ipaa: mirrors fallac (≤ fallcc and ≤ falla), and the spec already makes
 *   ipaac require ipaa, so ipaa is its nearer parent.
 * - ginv → fallcc: the spec gives ginv no "requires ipacc" rule, so it may be taken without IPA;
 *   a parent of ipacc would silently forbid that. fallcc is the policy's main capital.
 */
export const lifeAxaParents: ReadonlyArray<readonly [LifeAxaField, LifeAxaField]> = [
  ['falla', 'fallcc'],
  ['fallac', 'fallcc'],
  ['fallac', 'falla'],
  ['ipacc', 'fallcc'],
  ['ipaa', 'ipacc'],
  ['ipaac', 'ipacc'],
  ['ipaac', 'ipaa'],
  ['ginv', 'fallcc'],
];

/** "Requires" (docs/product/benefits-and-simulation.md §5 Life-axa), as [field, required]: a capital above 0 needs the other above 0. */
export const lifeAxaRequirements: ReadonlyArray<readonly [LifeAxaField, LifeAxaField]> = [
  ['ipaa', 'ipacc'],
  ['ipaac', 'ipacc'],
  ['ipaac', 'ipaa'],
];

export interface LifeAxaInput {
  benefitId: number;
  details: LifeAxaDetails;
  table: RateTable<LifeAxaCoverage>;
  birthday: string;
  /** The contract's effective date, ISO: the age on this day prices the policy. */
  effectiveDate: string;
  /** The months the contract has items in (1–12). */
  months: readonly number[];
}

export interface LifeAxaQuote {
  /** The details as priced: fields without a rate for the age forced to 0. */
  details: LifeAxaDetails;
  age: number;
  /** The fields the age forced to 0 (the UI says why: `LIFE_AXA_AGE_LIMIT`). */
  forcedToZero: LifeAxaField[];
  /** Monthly premium, cents; 0 when any rule is broken. */
  price: number;
  total: number;
  /** One item per month at `price`; none when a rule is broken. */
  items: ContractItem[];
  brokenRules: BrokenRule[];
}

/**
 * Prices a life-axa policy (docs/product/benefits-and-simulation.md §5 Life-axa). Never throws: fields without a rate for the
 * age are forced to 0, the rules are checked on the corrected details, and ANY broken rule
 * makes the price 0 and is listed in `brokenRules` (for the form). See `assertLifeAxaValid`.
 */
export function quoteLifeAxa(input: LifeAxaInput): LifeAxaQuote {
  const age = ageInYears(input.birthday, input.effectiveDate);
  const details = { ...input.details };
  const forcedToZero: LifeAxaField[] = [];
  const rates = {} as Record<LifeAxaField, number | null>;
  for (const field of lifeAxaFields) {
    rates[field] = rateFor(input.table, coverageOf[field], age);
    if (rates[field] === null && details[field] !== 0) {
      details[field] = 0;
      forcedToZero.push(field);
    }
  }

  const brokenRules = listBrokenRules(details, rates, age);
  if (brokenRules.length > 0) return { details, age, forcedToZero, price: 0, total: 0, items: [], brokenRules };

  const price = premiumFor(lifeAxaFields.map((field) => ({ capital: details[field], rate: rates[field] ?? 0 }))).monthly;
  const items = input.months.map((month) => ({ benefitId: input.benefitId, familyId: null, month, price, contributedPrice: 0 }));
  return { details, age, forcedToZero, price, total: price * items.length, items, brokenRules };
}

/**
 * For the server: the quote when every rule holds, else the first broken rule as a DomainError
 * (all of them in `params.rules`, comma-separated codes).
 */
export function assertLifeAxaValid(input: LifeAxaInput): LifeAxaQuote {
  const quote = quoteLifeAxa(input);
  const [first] = quote.brokenRules;
  if (first) throw new WizardError(first.code, { ...first.params, rules: quote.brokenRules.map((r) => r.code).join(',') });
  return quote;
}

function listBrokenRules(details: LifeAxaDetails, rates: Record<LifeAxaField, number | null>, age: number): BrokenRule[] {
  const broken: BrokenRule[] = [];
  for (const field of lifeAxaFields) {
    if (!Number.isSafeInteger(details[field]) || details[field] < 0) broken.push({ code: 'CAPITAL_INVALID', params: { field } });
  }
  if (rates.fallcc === null) broken.push({ code: 'LIFE_AXA_AGE_LIMIT', params: { field: 'fallcc', age } });
  else if (details.fallcc === 0) broken.push({ code: 'LIFE_AXA_MANDATORY', params: { field: 'fallcc' } });
  else if (details.fallcc < LIFE_AXA_FALLCC_MINIMUM) {
    broken.push({ code: 'LIFE_AXA_MINIMUM', params: { field: 'fallcc', minimum: LIFE_AXA_FALLCC_MINIMUM } });
  }

  const missing = new Set<string>();
  for (const [field, requires] of lifeAxaRequirements) {
    if (details[field] > 0 && details[requires] === 0) {
      broken.push({ code: 'LIFE_AXA_REQUIRES', params: { field, requires } });
      missing.add(`${field}>${requires}`);
    }
  }
  for (const [field, parent] of lifeAxaParents) {
    // A missing requirement already says it; "exceeds 0" would repeat it. A 0 fallcc is reported once, as mandatory.
    if (missing.has(`${field}>${parent}`) || (parent === 'fallcc' && details.fallcc === 0)) continue;
    if (details[field] > details[parent]) broken.push({ code: 'LIFE_AXA_EXCEEDS_PARENT', params: { field, parent } });
  }
  return broken;
}
