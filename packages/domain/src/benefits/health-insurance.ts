import type { ContractItem, ContractStatus } from '../contracts/contract';
import { WizardError, type BrokenRule } from '../errors/wizard-error-codes';
import { ageInYears } from './age';
import type { AgeGroupPrice, Benefit } from './benefit';

export interface HealthSupplementaryChoice {
  benefitId: number;
  startMonth: number;
}

/** One covered person: null familyId is the employee. */
export interface HealthMemberChoice {
  familyId: number | null;
  startMonth: number;
  supplementaries: HealthSupplementaryChoice[];
}

/** The health details: who is covered, from which month, with which supplementaries. */
export interface HealthDetails {
  members: HealthMemberChoice[];
  /** The benefit's "same period" option (docs/product/benefits-and-simulation.md §3 periodOptions, "same" by default). */
  samePeriod: boolean;
}

/** A person who may be covered: the employee (familyId null) or a family member, with the birthday (ISO). */
export interface InsurableMember {
  familyId: number | null;
  birthday: string;
}

/**
 * The age groups that price a person (docs/product/benefits-and-simulation.md §3 ageGroup / ageGroupForFamily): the
 * employee's are `ageGroups`; a family member's are `ageGroupsForFamily` unless that is empty.
 */
export function healthAgeGroups(benefit: Benefit, familyId: number | null): AgeGroupPrice[] {
  return familyId === null || benefit.ageGroupsForFamily.length === 0 ? benefit.ageGroups : benefit.ageGroupsForFamily;
}

/**
 * The monthly price of one person on `date` (ISO; the items use the month's first day), by the
 * age in whole years then. A benefit without age groups costs its `defaultPrice` for everyone;
 * null when the groups have no band for that age (the person cannot be priced).
 */
export function healthMemberPrice(benefit: Benefit, member: InsurableMember, date: string): number | null {
  const groups = healthAgeGroups(benefit, member.familyId);
  if (groups.length === 0) return benefit.defaultPrice;
  const age = ageInYears(member.birthday, date);
  return groups.find((g) => g.from <= age && age <= g.to)?.price ?? null;
}

/** The start months a benefit offers: from `firstMonth` (the start-month rule) to 12, where `monthsAvailability` allows. */
export function healthStartMonths(benefit: Benefit, firstMonth: number): number[] {
  const months: number[] = [];
  for (let month = Math.max(1, firstMonth); month <= 12; month += 1) if (benefit.monthsAvailability[month - 1]) months.push(month);
  return months;
}

/**
 * Why `benefit` cannot cover `person` from `startMonth` of `year`, or null when it can (spec part
 * 2 §3 whoAffect, ageGroup / ageGroupForFamily): HEALTH_MEMBER_NOT_ELIGIBLE when whoAffect leaves
 * them out, HEALTH_AGE_NOT_COVERED when a month from the start has no age group for their age.
 * The quote refuses with it; the wizard's family step disables the person with it.
 */
export function healthCoverageRefusal(benefit: Benefit, person: InsurableMember, year: number, startMonth: number): BrokenRule | null {
  const familyId = person.familyId ?? 'employee';
  if (!coversBeneficiary(benefit, person.familyId)) return { code: 'HEALTH_MEMBER_NOT_ELIGIBLE', params: { benefitId: benefit.id, familyId } };
  for (const month of healthStartMonths(benefit, startMonth)) {
    const date = monthStart(year, month);
    if (healthMemberPrice(benefit, person, date) === null) {
      return { code: 'HEALTH_AGE_NOT_COVERED', params: { benefitId: benefit.id, familyId, age: ageInYears(person.birthday, date) } };
    }
  }
  return null;
}

export interface HealthMemberStarts {
  /** The start months from which `benefit` covers the person every month (from `firstMonth`, where it is available). */
  startMonths: number[];
  /** Why there is none: the refusal from the first available month; null when some start month is left. */
  refusal: BrokenRule | null;
}

/** The start months a person may be covered from (`healthCoverageRefusal` holds for each), and why not when none. */
export function healthMemberStarts(benefit: Benefit, person: InsurableMember, year: number, firstMonth: number): HealthMemberStarts {
  const months = healthStartMonths(benefit, firstMonth);
  const startMonths = months.filter((month) => healthCoverageRefusal(benefit, person, year, month) === null);
  const [first] = months;
  const refusal = startMonths.length > 0 || first === undefined ? null : healthCoverageRefusal(benefit, person, year, first);
  return { startMonths, refusal };
}

export interface HealthQuoteInput {
  main: Benefit;
  /** The catalogue's supplementaries; those whose parentId is the main benefit's id may be chosen. */
  supplementaries: readonly Benefit[];
  details: HealthDetails;
  people: readonly InsurableMember[];
  /** The contract's year. */
  year: number;
  /** The earliest start month allowed today (the start-month rule, by cut-off). */
  firstMonth: number;
  /** The most the contract may cost (sum of items), cents: available + its own current price, capped by the bag limit. */
  limit: number;
}

export interface HealthQuote {
  /** One per covered person per month per benefit (main and supplementaries); contributedPrice is left to the cart rules. */
  items: ContractItem[];
  total: number;
  /** The price of each month, index 0 is January (the page shows the price per month). */
  monthlyTotals: number[];
}

/**
 * Builds the items of a health contract and checks docs/product/benefits-and-simulation.md §5 Health; throws DomainError:
 * HEALTH_MEMBER_NOT_ELIGIBLE, HEALTH_START_MONTH_UNAVAILABLE, HEALTH_DEPENDANT_BEFORE_HOLDER,
 * HEALTH_SUPPLEMENTARY_UNKNOWN, HEALTH_SUPPLEMENTARY_BEFORE_MAIN, HEALTH_AGE_NOT_COVERED,
 * PRICE_OVER (the UI reverts the change).
 */
export function quoteHealthInsurance(input: HealthQuoteInput): HealthQuote {
  const { main, details } = input;
  const holder = details.members.find((m) => m.familyId === null);
  const seen = new Set<number | null>();
  const items: ContractItem[] = [];

  for (const member of details.members) {
    const person = input.people.find((p) => p.familyId === member.familyId);
    if (!person || seen.has(member.familyId)) throw new WizardError('HEALTH_MEMBER_NOT_ELIGIBLE', { familyId: member.familyId ?? 'employee' });
    seen.add(member.familyId);
    assertCovers(main, person, input.year, member.startMonth);
    assertStartMonth(main, member.startMonth, input.firstMonth);
    if (details.samePeriod && holder && member.familyId !== null && member.startMonth < holder.startMonth) {
      throw new WizardError('HEALTH_DEPENDANT_BEFORE_HOLDER', { familyId: member.familyId, month: member.startMonth, holderMonth: holder.startMonth });
    }
    items.push(...memberItems(main, person, member.startMonth, input.year));

    const chosen = new Set<number>();
    for (const choice of member.supplementaries) {
      const supplementary = input.supplementaries.find((b) => b.id === choice.benefitId && b.parentId === main.id);
      if (!supplementary || chosen.has(choice.benefitId) || !coversBeneficiary(supplementary, member.familyId)) {
        throw new WizardError('HEALTH_SUPPLEMENTARY_UNKNOWN', { benefitId: choice.benefitId });
      }
      chosen.add(choice.benefitId);
      if (choice.startMonth < member.startMonth) {
        throw new WizardError('HEALTH_SUPPLEMENTARY_BEFORE_MAIN', { benefitId: choice.benefitId, month: choice.startMonth, mainMonth: member.startMonth });
      }
      assertStartMonth(supplementary, choice.startMonth, input.firstMonth);
      assertCovers(supplementary, person, input.year, choice.startMonth);
      items.push(...memberItems(supplementary, person, choice.startMonth, input.year));
    }
  }

  const total = items.reduce((sum, item) => sum + item.price, 0);
  if (total > input.limit) throw new WizardError('PRICE_OVER', { limit: input.limit, price: total });
  const monthlyTotals = Array.from({ length: 12 }, (_, i) => items.filter((item) => item.month === i + 1).reduce((s, item) => s + item.price, 0));
  return { items, total, monthlyTotals };
}

/** A health contract of the user, with the provider of its benefit. */
export interface HealthContractRef {
  status: ContractStatus;
  providerId: number | null;
}

/**
 * docs/product/benefits-and-simulation.md §5 Health: a provider cannot be chosen while a health contract with another
 * provider exists. Every status but cancelled counts (cart and pending too), so the employee
 * never pays two insurers (docs/decisions-wizards.md).
 */
export function isHealthProviderSelectable(providerId: number | null, healthContracts: readonly HealthContractRef[]): boolean {
  return healthContracts.every((c) => c.status === 'cancelled' || c.providerId === providerId);
}

export function assertHealthProviderSelectable(providerId: number | null, healthContracts: readonly HealthContractRef[]): void {
  if (!isHealthProviderSelectable(providerId, healthContracts)) throw new WizardError('HEALTH_PROVIDER_NOT_SELECTABLE', { providerId: providerId ?? 0 });
}

export type HealthWizardStep = 'company' | 'product' | 'family';

/** docs/product/benefits-and-simulation.md §2 Health insurance page: the company step only when the main benefits have more than one provider. */
export function healthWizardSteps(benefits: readonly Benefit[]): HealthWizardStep[] {
  const providers = new Set(benefits.filter((b) => b.parentId === null).map((b) => b.provider?.id ?? null));
  return providers.size > 1 ? ['company', 'product', 'family'] : ['product', 'family'];
}

export interface HealthWizardOption {
  benefit: Benefit;
  /** The monthly price for the first family member (the employee, entry 0), null when unpriced for that age. */
  monthlyPrice: number | null;
}

/**
 * docs/product/benefits-and-simulation.md §2: the product step lists the main benefits (no parent), of the chosen provider
 * when given, each with the monthly price for the first family member on `date`.
 */
export function listHealthWizardBenefits(
  benefits: readonly Benefit[],
  firstMember: InsurableMember,
  date: string,
  providerId?: number | null,
): HealthWizardOption[] {
  return benefits
    .filter((b) => b.parentId === null && (providerId === undefined || (b.provider?.id ?? null) === providerId))
    .map((benefit) => ({ benefit, monthlyPrice: healthMemberPrice(benefit, firstMember, date) }));
}

/** whoAffect (docs/product/benefits-and-simulation.md §3): the employee (familyId null), the family, or both. */
function coversBeneficiary(benefit: Benefit, familyId: number | null): boolean {
  return benefit.whoAffect === 'both' || (benefit.whoAffect === 'employee') === (familyId === null);
}

function assertCovers(benefit: Benefit, person: InsurableMember, year: number, startMonth: number): void {
  const refusal = healthCoverageRefusal(benefit, person, year, startMonth);
  if (refusal) throw new WizardError(refusal.code, refusal.params);
}

function monthStart(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function assertStartMonth(benefit: Benefit, month: number, firstMonth: number): void {
  if (!healthStartMonths(benefit, firstMonth).includes(month)) throw new WizardError('HEALTH_START_MONTH_UNAVAILABLE', { benefitId: benefit.id, month });
}

/** The person's items from the start month; `assertCovers` has made sure every month has a price. */
function memberItems(benefit: Benefit, person: InsurableMember, startMonth: number, year: number): ContractItem[] {
  return healthStartMonths(benefit, startMonth).map((month) => {
    const price = healthMemberPrice(benefit, person, monthStart(year, month)) ?? 0;
    return { benefitId: benefit.id, familyId: person.familyId, month, price, contributedPrice: 0 };
  });
}
