import { openMonthsOfYear } from '@flexplan/domain/benefits/start-month';
import { calculatorAvailability, type CalculatorEmployee } from '@flexplan/domain/tax/calculator-availability';
import { asTaxCategory, type CalculatorContract } from '@flexplan/domain/tax/calculator-items';
import { privateUsePercentOf } from '@flexplan/domain/tax/employee-facts';
import type { CalculatorItem, EmployeeFacts } from '@flexplan/domain/tax/employee-tax-profile';
import type { SavingsFamilyMember } from '@flexplan/domain/tax/plan-savings';
import type { BenefitCategory, TaxYear } from '@flexplan/domain/tax/tax-year';
import { planItems } from './calculator-items';
import { defaultsUsed, toEmployeeFacts, type CalculatorDefault, type FamilyFact, type ProfileFacts } from './employee-facts';

/** Everything the engine needs for the plan year, gathered from GET /profile, /families and /bags. */
export interface TaxInputs {
  year: number;
  taxYear: TaxYear;
  facts: EmployeeFacts;
  /** The year's cart items and live contracts, every product the employee pays for, by benefit. */
  planItems: { benefitId: number; items: CalculatorItem[] }[];
  /** What is left of the flexible bag (cents). */
  flexibleAvailable: number;
  familyDisabilities: ReadonlyMap<number, number>;
  privateUsePercent: number;
  /** The family (the user's own entry aside): who is insured, who could be, which child is under 3. */
  family: SavingsFamilyMember[];
  /** The months of the plan year new items may still start in (GET /bags). */
  openMonths: number[];
  /** The exempt categories the employee may contract: the active Exent products. */
  offeredCategories: BenefitCategory[];
  defaults: CalculatorDefault[];
}

export type TaxInputsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** No active tax-advantage (Exent) product: there is nothing to calculate. */
  | { status: 'hidden' }
  /** docs/product/employee-portal.md §5 Calculator: no fixed salary, or below the flexible bag, or no bag. */
  | { status: 'unavailable' }
  | { status: 'ready'; inputs: TaxInputs };

/** A query's answer as the calculator reads it (TanStack Query's `data` and `isError`). */
interface Answer<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * What the calculator reads of the app's queries. The shapes are the calculator's own, so the
 * feature needs no other feature's types; the app passes the queries themselves.
 */
export interface TaxSources {
  /** GET /profile: the employee's tax facts, salary, flexible bag and products. */
  profile: Answer<ProfileFacts & CalculatorEmployee & { privateUse: number | null }>;
  /** GET /profile again: the plan's products, cart and contracts. */
  plan: Answer<{
    products?: readonly { PL: string; isActive: boolean; category: { alias: string } }[];
    cart?: readonly CalculatorContract[];
    contracts?: readonly CalculatorContract[];
  }>;
  /** GET /families (entry 0 is the user). */
  family: Answer<readonly FamilyFact[]>;
  /** GET /bags for the plan year. */
  bags: Answer<{ year: number; today: string; overview: { flexible: { available: number } } }>;
  /** GET /profile/tax-rules for the plan year: the database's parameters, those the server computes with. */
  rules: Answer<{ year: number; taxYear: TaxYear }>;
  /** The company's cut-off day (start months, docs/product/benefits-and-simulation.md §4). */
  cutOffDay: number;
}

/**
 * The calculator's inputs for a plan year from the app's queries. `workingDaysOf` gives a meal
 * benefit's working days a month where the page knows the benefit.
 */
export function taxInputsOf(sources: TaxSources, workingDaysOf?: (benefitId: number) => number | null): TaxInputsState {
  const { profile, plan, family, bags, rules } = sources;
  const user = profile.data;
  const availability = user ? calculatorAvailability(user) : null;
  if (availability === 'hidden') return { status: 'hidden' };
  if (profile.isError || plan.isError || family.isError || bags.isError || rules.isError) return { status: 'error' };
  if (!user || !plan.data || !family.data || !bags.data || rules.data?.year !== bags.data.year) return { status: 'loading' };
  if (availability === 'unavailable') return { status: 'unavailable' };

  const planYear = bags.data.year;
  const facts = toEmployeeFacts(user, family.data, planYear);
  const members = family.data.filter((m) => m.relationship !== 'you' && m.active);
  return {
    status: 'ready',
    inputs: {
      year: planYear,
      taxYear: rules.data.taxYear,
      facts,
      planItems: planItems(plan.data.cart ?? [], plan.data.contracts ?? [], planYear, workingDaysOf),
      flexibleAvailable: bags.data.overview.flexible.available,
      familyDisabilities: new Map(family.data.map((m) => [m.id, m.disability])),
      privateUsePercent: privateUsePercentOf(user.privateUse),
      family: members.map(({ id, relationship, birthday, disability, active }) => ({ id, relationship, birthday, disability, active })),
      openMonths: openMonthsOfYear(planYear, bags.data.today, sources.cutOffDay),
      offeredCategories: (plan.data.products ?? []).filter((p) => p.isActive && p.PL === 'Exent').flatMap((p) => asTaxCategory(p.category.alias) ?? []),
      defaults: defaultsUsed(facts),
    },
  };
}
