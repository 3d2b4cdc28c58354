import { openMonthsOfYear } from '@flexplan/domain/benefits/start-month';
import { calculatorAvailability } from '@flexplan/domain/tax/calculator-availability';
import { type CalculatorItem, type EmployeeFacts } from '@flexplan/domain/tax/employee-tax-profile';
import { asTaxCategory } from '@flexplan/domain/tax/calculator-items';
import { type SavingsFamilyMember } from '@flexplan/domain/tax/plan-savings';
import { type BenefitCategory, type TaxYear } from '@flexplan/domain/tax/tax-year';
import { taxYearFor } from '@flexplan/domain/tax/tax-years';
import { useUserPlan } from '../../benefits/api/get-user-plan';
import { useFamilyList } from '../../family/api/list-family';
import { useCompany } from '../../company/api/get-company';
import { useBags } from '../../home/api/get-year-bags';
import { useProfile } from '../../profile/api/get-profile';
import { planItems } from '../lib/calculator-items';
import { defaultsUsed, toEmployeeFacts, type CalculatorDefault } from '../lib/employee-facts';

/** Everything the engine needs for the plan year, gathered from GET /profile, /families and /bags. */
export interface TaxInputs {
  year: number;
  taxYear: TaxYear;
  facts: EmployeeFacts;
  /** The year's tax-advantage cart items and live contracts, by benefit. */
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
  /** spec part 1 §5 Calculator: no fixed salary, or below the flexible bag, or no bag. */
  | { status: 'unavailable' }
  | { status: 'ready'; inputs: TaxInputs };

/**
 * The calculator's inputs for a plan year (default: the year new items start in, GET /bags).
 * `workingDaysOf` gives a meal benefit's working days a month where the page knows the benefit.
 */
export function useTaxInputs(year?: number, workingDaysOf?: (benefitId: number) => number | null): TaxInputsState {
  const profile = useProfile();
  const company = useCompany();
  const plan = useUserPlan();
  const family = useFamilyList();
  const bags = useBags(year);
  const user = profile.data;
  const availability = user ? calculatorAvailability(user) : null;
  if (availability === 'hidden') return { status: 'hidden' };
  if (profile.isError || plan.isError || family.isError || bags.isError) return { status: 'error' };
  if (!user || !plan.data || !family.data || !bags.data) return { status: 'loading' };
  if (availability === 'unavailable') return { status: 'unavailable' };

  const planYear = bags.data.year;
  const facts = toEmployeeFacts(user, family.data, planYear);
  const members = family.data.filter((m) => m.relationship !== 'you' && m.active);
  return {
    status: 'ready',
    inputs: {
      year: planYear,
      taxYear: taxYearFor(planYear),
      facts,
      planItems: planItems(plan.data.cart ?? [], plan.data.contracts ?? [], planYear, workingDaysOf),
      flexibleAvailable: bags.data.overview.flexible.available,
      familyDisabilities: new Map(family.data.map((m) => [m.id, m.disability])),
      // Unknown private use counts as full private use: the in-kind value is never understated.
      privateUsePercent: user.privateUse && user.privateUse > 0 ? Math.min(100, user.privateUse) : 100,
      family: members.map(({ id, relationship, birthday, disability, active }) => ({ id, relationship, birthday, disability, active })),
      openMonths: openMonthsOfYear(planYear, bags.data.today, company.cutOffDay),
      offeredCategories: (plan.data.products ?? []).filter((p) => p.isActive && p.PL === 'Exent').flatMap((p) => asTaxCategory(p.category.alias) ?? []),
      defaults: defaultsUsed(facts),
    },
  };
}
