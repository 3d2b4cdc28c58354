import { bestPlan } from '@flexplan/domain/best-plan/best-plan';
import type { BestPlanOffers, BestPlanRequest } from '@flexplan/domain/best-plan/best-plan-api';
import { bestPlanCategories, type BestPlan, type BestPlanInput, type StatedExpenses } from '@flexplan/domain/best-plan/best-plan-types';
import { firstStartMonth, startMonthRange } from '@flexplan/domain/catalogue';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import { isUnderThreeInMonth } from '@flexplan/domain/benefits/kindergarten-age';
import { planCalculatorItems, type CalculatorContract } from '@flexplan/domain/tax/calculator-items';
import { taxYearFor } from '@flexplan/domain/tax/tax-years';
import { loadTaxYears } from '../tax/tax-years.service';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listBenefitsContractableBy } from '../benefits/benefits.service';
import { findUserBags } from '../contracts/bags.service';
import { listContractChargesOf, listLiveContractsOf } from '../contracts/contracts.service';
import { findTaxFacts, listFamilyFacts } from './best-plan.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** Everything the optimiser reads, gathered from the database as the cart's pricing does; the expenses come later. */
async function loadInputs({ db, clock }: Deps, user: SessionUser, cutOffDay: number, year?: number) {
  const today = clock.today();
  const planYear = year ?? firstStartMonth(today, cutOffDay).year;
  const [years, facts, family, bags, charges, live, ...catalogue] = await Promise.all([
    loadTaxYears({ db }),
    findTaxFacts(db, user.companyId, user.id),
    listFamilyFacts(db, user.companyId, user.id),
    findUserBags(db, user.companyId, user.id),
    listContractChargesOf(db, user),
    listLiveContractsOf(db, user),
    ...bestPlanCategories.map((category) => listBenefitsContractableBy(db, user, category)),
  ]);
  if (!facts || !bags) throw new NotFoundError('user');
  const benefits = catalogue.flat();
  const workingDays = new Map(benefits.map((b) => [b.id, b.workingDays]));
  const contracts: CalculatorContract[] = live.map(({ contract, line, items }) => ({
    benefitId: contract.benefitId,
    year: contract.year,
    PL: line,
    status: contract.status,
    productCategory: contract.category,
    details: contract.details,
    items: items.map((i) => ({ familyId: i.familyId, month: i.month, price: i.price, contributedPrice: i.contributedPrice })),
  }));
  const cart = contracts.filter((c) => c.status === 'cart');
  const items = planCalculatorItems(
    cart,
    contracts.filter((c) => c.status !== 'cart'),
    planYear,
    (id) => workingDays.get(id) ?? null,
  ).flatMap((p) => p.items);
  const input: Omit<BestPlanInput, 'expenses'> = {
    facts: {
      ...facts,
      year: planYear,
      family: family.map(({ relationship, birthday, disability, active }) => ({ relationship, birthday, disability, active })),
    },
    items,
    contracts: charges,
    family: family.filter((m) => m.active),
    benefits,
    bags,
    year: planYear,
    today,
    companyCutOffDay: cutOffDay,
    // Unknown private use counts as full private use: the in-kind value is never understated (the calculator's rule).
    privateUsePercent: facts.privateUse > 0 ? Math.min(100, facts.privateUse) : 100,
    taxYear: taxYearFor(planYear, years),
    minimumWageAnnual: taxYearFor(planYear, years).minimumWageAnnual,
  };
  return { input, firstName: facts.firstName, family };
}

const mainOf = (benefits: readonly Benefit[], category: string) =>
  benefits.filter((b) => b.product.alias === category && b.product.line === 'Exent' && b.isTaxAdvantage && !b.isSupplementary);

/** The children a nursery may be paid for in an open month of the plan year. */
function toddlersOf(input: Omit<BestPlanInput, 'expenses'>): number[] {
  const [nursery] = mainOf(input.benefits, 'kindergarten');
  if (!nursery) return [];
  const { months } = startMonthRange(nursery, { year: input.year, today: input.today, companyCutOffDay: input.companyCutOffDay });
  return input.family.filter((m) => m.relationship === 'child' && months.some((month) => isUnderThreeInMonth(m.birthday, input.year, month))).map((m) => m.id);
}

/**
 * The defaults of the expense form: the catalogue's suggested amounts for meals, transport and
 * each toddler's nursery, the first policy for the whole family, no training (a course is not
 * something everyone pays for).
 */
function defaultExpenses(input: Omit<BestPlanInput, 'expenses'>, toddlers: readonly number[]): StatedExpenses {
  const suggested = (category: string) => mainOf(input.benefits, category)[0]?.defaultPrice ?? 0;
  const [policy] = mainOf(input.benefits, 'health-insurance');
  return {
    foodMonthly: suggested('food'),
    transportMonthly: suggested('transport'),
    kindergarten: toddlers.map((familyId) => ({ familyId, monthly: suggested('kindergarten') })),
    health: { benefitId: policy?.id ?? null, familyIds: policy ? [null, ...input.family.map((m) => m.id)] : [] },
    formationAnnual: 0,
  };
}

/** GET /api/best-plan: what the page offers to state, its defaults, and the best plan for them. */
export async function getBestPlanOffers(deps: Deps, user: SessionUser, cutOffDay: number, year?: number): Promise<BestPlanOffers> {
  const { input, firstName, family } = await loadInputs(deps, user, cutOffDay, year);
  const toddlers = toddlersOf(input);
  const defaults = defaultExpenses(input, toddlers);
  return {
    year: input.year,
    isAvailable: Boolean(input.facts.fixedSalary && input.facts.fixedSalary > 0),
    offered: bestPlanCategories.filter((category) => mainOf(input.benefits, category).length > 0),
    people: [{ familyId: null, firstName }, ...family.filter((m) => m.active).map((m) => ({ familyId: m.id, firstName: m.firstName }))],
    toddlers,
    healthPolicies: mainOf(input.benefits, 'health-insurance').map((b) => ({ benefitId: b.id, name: b.name })),
    defaults,
    plan: bestPlan({ ...input, expenses: defaults }),
  };
}

/** POST /api/best-plan: the best plan for the stated expenses; 404 for a family member or policy that is not the user's. */
export async function computeBestPlan(deps: Deps, user: SessionUser, cutOffDay: number, body: BestPlanRequest): Promise<{ plan: BestPlan | null }> {
  const { input } = await loadInputs(deps, user, cutOffDay, body.year);
  const { expenses } = body;
  const own = new Set<number | null>([null, ...input.family.map((m) => m.id)]);
  const named = [...expenses.kindergarten.map((k) => k.familyId), ...expenses.health.familyIds];
  if (named.some((id) => !own.has(id))) throw new NotFoundError('family member');
  const policy = expenses.health.benefitId;
  if (policy !== null && !mainOf(input.benefits, 'health-insurance').some((b) => b.id === policy)) throw new NotFoundError('benefit');
  return { plan: bestPlan({ ...input, expenses }) };
}
