import { vehicleEfficiencies } from '../benefits/renting-in-kind';
import { batchLimits, type WholeRange } from './batch-limits';
import type { TaxProfile } from './tax-profile';
import { benefitCategories } from './tax-year';

type Fields = Record<string, unknown>;

// Read once: module exports may be live-binding getters under some loaders (tsx), costly per line.
const limits = { ...batchLimits };
const categories: readonly string[] = benefitCategories;
const efficiencies: readonly unknown[] = vehicleEfficiencies;

/**
 * The batch's fast path: the parsed JSON itself, typed, when it is a COMPLETE valid profile
 * (every field of the fixture's lines present, nothing unknown); null otherwise, and the caller
 * then runs the zod schema, which fills defaults and names what is wrong. It accepts a subset of
 * what `batchProfileSchema` accepts, with the same bounds (`batchLimits`); a property test
 * checks that both give the same simulation. Why: zod costs ~7 µs a line, the engine ~1.5 µs.
 */
export function readCompleteProfile(input: unknown): TaxProfile | null {
  return isCompleteProfile(input) ? input : null;
}

/** The checks themselves, as a type guard: the caller gets the parsed object typed, not a copy. */
function isCompleteProfile(input: unknown): input is TaxProfile {
  if (!isFields(input)) return false;
  const p = input;
  return (
    isWhole(p.year, limits.year) &&
    isWhole(p.grossAnnual, limits.grossAnnual) &&
    (p.paymentCount === 12 || p.paymentCount === 14) &&
    isWhole(p.birthYear, limits.birthYear) &&
    (p.birthYear as number) <= (p.year as number) &&
    isPercent(p.disability) &&
    typeof p.reducedMobility === 'boolean' &&
    typeof p.geographicMobility === 'boolean' &&
    (p.contract === 'indefinite' || p.contract === 'temporary') &&
    (p.contractUnderOneYear === undefined || typeof p.contractUnderOneYear === 'boolean') &&
    isWhole(p.contributionGroup, limits.contributionGroup) &&
    (p.familySituation === 1 || p.familySituation === 2 || p.familySituation === 3) &&
    countFields(p) === (p.contractUnderOneYear === undefined ? 13 : 14) &&
    areDescendants(p.descendants, p.year as number) &&
    areAscendants(p.ascendants) &&
    areBenefits(p.benefits, p.grossAnnual as number)
  );
}

function areDescendants(value: unknown, year: number): boolean {
  if (!isList(value) || value.length > limits.maxDescendants) return false;
  for (const d of value) {
    if (!isFields(d) || countFields(d) !== 4) return false;
    if (!isWhole(d.birthYear, limits.birthYear) || (d.birthYear as number) > year) return false;
    if (typeof d.wholeCount !== 'boolean' || !isPercent(d.disability) || typeof d.reducedMobility !== 'boolean') return false;
  }
  return true;
}

function areAscendants(value: unknown): boolean {
  if (!isList(value) || value.length > limits.maxAscendants) return false;
  for (const a of value) {
    if (!isFields(a) || countFields(a) !== 4) return false;
    if (!isWhole(a.birthYear, limits.birthYear) || !isWhole(a.livingWith, limits.livingWith)) return false;
    if (!isPercent(a.disability) || typeof a.reducedMobility !== 'boolean') return false;
  }
  return true;
}

/** Each benefit valid for its category, each category once, together not above the gross pay. */
function areBenefits(value: unknown, grossAnnual: number): boolean {
  if (!isList(value) || value.length > limits.maxBenefits) return false;
  let seen = 0;
  let total = 0;
  for (const b of value) {
    if (!isFields(b) || !isWhole(b.annualAmount, limits.cents)) return false;
    const index = categories.indexOf(b.category as string);
    if (index < 0 || seen & (1 << index) || !hasCategoryFields(b)) return false;
    seen |= 1 << index;
    total += b.annualAmount as number;
  }
  return total <= grossAnnual;
}

/** The fields a category's entry must (and may) hold besides `category` and `annualAmount`. */
function hasCategoryFields(b: Fields): boolean {
  const count = countFields(b);
  switch (b.category) {
    case 'health-insurance':
      return count === 3 && areInsured(b.insured);
    case 'food':
      return count === 3 && isWhole(b.workingDays, limits.workingDays);
    case 'kindergarten':
    case 'formation':
      return b.children === undefined ? count === 2 : count === 3 && isWhole(b.children, limits.children);
    case 'renting':
      return (
        isWhole(b.vehicleValue, limits.cents) &&
        isWhole(b.privateUsePercent, limits.wholePercent) &&
        (b.efficiency === undefined ? count === 4 : count === 5 && efficiencies.includes(b.efficiency))
      );
    default:
      return count === 2;
  }
}

function areInsured(value: unknown): boolean {
  if (!isList(value) || value.length < limits.insured.min || value.length > limits.insured.max) return false;
  for (const person of value) if (!isFields(person) || countFields(person) !== 1 || !isPercent(person.disability)) return false;
  return true;
}

/** `Array.isArray` narrows to `any[]`; this keeps the items `unknown`, so each is checked before use. */
function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own enumerable keys (V8 answers `Object.keys` of a JSON object from its cache: 10× a for-in). */
function countFields(value: Fields): number {
  return Object.keys(value).length;
}

function isWhole(value: unknown, range: WholeRange): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function isPercent(value: unknown): boolean {
  return typeof value === 'number' && value >= limits.percent.min && value <= limits.percent.max;
}
