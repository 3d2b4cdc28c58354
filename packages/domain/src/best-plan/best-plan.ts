import type { ContractBody } from '../benefits/benefit-schemas';
import type { PricedContractItem } from '../contracts/contract-item-draft';
import type { CalculatorItem } from '../tax/employee-tax-profile';
import type { BestPlan, BestPlanInput, BestPlanLine, BestPlanReason } from './best-plan-types';
import { calculatorItemsOf, simulatePlan } from './evaluate-plan';
import { fillLines, type FilledLine } from './fill-lines';
import { afterCharge, budgetRefusal, planBudget, type PlanBudget } from './plan-budget';
import { healthItems, healthMembers, planLines, type HealthCandidate, type HealthPerson, type PlanLines } from './plan-lines';

/** One way to fill the plan: the health policy's people, then every other line filled around them. */
interface Allocation {
  insured: HealthPerson[];
  healthItems: PricedContractItem[];
  filled: FilledLine[];
  net: number;
  contribution: number;
  sacrificed: number;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Every subset of the people a policy may cover (a handful: the family). */
function subsets<T>(all: readonly T[]): T[][] {
  return all.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]]);
}

function healthCharge(candidate: HealthCandidate, items: readonly PricedContractItem[]) {
  const sacrificed = sum(items.map((i) => i.price - i.contributedPrice));
  return { price: sum(items.map((i) => i.price)), sacrificed, canUseUserBag: candidate.canUseUserBag };
}

function allocate(input: BestPlanInput, lines: PlanLines, budget: PlanBudget, insured: HealthPerson[]): Allocation | null {
  const items = lines.health && insured.length > 0 ? healthItems(lines.health, insured) : [];
  let left = budget;
  if (items.length > 0) {
    const charge = healthCharge(lines.health!, items);
    if (items.some((i) => i.price > lines.health!.maxPrice) || budgetRefusal(budget, charge) !== null) return null;
    left = afterCharge(budget, charge);
  }
  const { filled } = fillLines(lines.flex, left);
  const extra = [...(lines.health ? calculatorItemsOf('health-insurance', lines.health.benefit, items) : []), ...filled.flatMap(calcItems)];
  const simulation = simulatePlan(input, extra);
  if (!simulation) return null;
  const all = [...items, ...filled.flatMap((f) => f.items)];
  return {
    insured,
    healthItems: items,
    filled,
    net: simulation.with.netAnnual,
    contribution: sum(all.map((i) => i.contributedPrice)),
    sacrificed: sum(all.map((i) => i.price - i.contributedPrice)),
  };
}

const calcItems = (f: FilledLine): CalculatorItem[] => calculatorItemsOf(f.line.category, f.line.benefit, f.items);

/** The higher net wins; then the larger company contribution; then the smaller salary given up. */
function isBetter(a: Allocation, b: Allocation | null): boolean {
  if (!b) return true;
  if (a.net !== b.net) return a.net > b.net;
  if (a.contribution !== b.contribution) return a.contribution > b.contribution;
  return a.sacrificed < b.sacrificed;
}

/**
 * "My best plan": the allocation of what the employee spends anyway that leaves them the
 * most net income, under every rule the cart enforces. The continuous products (meals, transport,
 * nursery, training) are filled up to their exemption's room, where every euro is exempt alike; a
 * health policy's price is fixed by age and partly taxable above 500 € a person, so each subset of
 * the people it could cover is tried, and the real withholding engine decides between them (when a
 * bag or the 30 % cap binds, a cheaper, wholly exempt euro elsewhere beats a partly taxed one).
 * Null when the calculator cannot run (no fixed salary).
 */
export function bestPlan(input: BestPlanInput): BestPlan | null {
  const today = simulatePlan(input, []);
  if (!today) return null;
  const lines = planLines(input);
  const budget = planBudget(input.bags, input.contracts, input.year, input.minimumWageAnnual);
  let best: Allocation | null = null;
  for (const insured of subsets(lines.health?.persons ?? [])) {
    const allocation = allocate(input, lines, budget, insured);
    if (allocation && isBetter(allocation, best)) best = allocation;
  }
  if (!best) return null;
  const plan = simulatePlan(input, allItems(lines, best));
  return {
    year: input.year,
    todayNet: today.with.netAnnual,
    planNet: best.net,
    todaySaving: today.savingAnnual,
    planSaving: plan?.savingAnnual ?? today.savingAnnual,
    companyContribution: best.contribution,
    lines: planResultLines(input, lines, best, budget),
    cart: cartBodies(input.year, lines, best),
  };
}

function allItems(lines: PlanLines, a: Allocation): CalculatorItem[] {
  const health = lines.health ? calculatorItemsOf('health-insurance', lines.health.benefit, a.healthItems) : [];
  return [...health, ...a.filled.flatMap(calcItems)];
}

/** What a line saves: the withholding the plan pays more without it. */
function marginalSaving(input: BestPlanInput, all: readonly CalculatorItem[], without: (item: CalculatorItem) => boolean, planNet: number): number {
  const rest = simulatePlan(
    input,
    all.filter((i) => !without(i)),
  );
  return rest ? planNet - rest.with.netAnnual : 0;
}

function planResultLines(input: BestPlanInput, lines: PlanLines, best: Allocation, budget: PlanBudget): BestPlanLine[] {
  const all = allItems(lines, best);
  const result: BestPlanLine[] = [];
  for (const f of best.filled) {
    const category = f.line.category;
    const familyId = f.line.familyId;
    result.push({
      category,
      benefitId: f.line.benefit.id,
      familyId,
      expenseAnnual: f.line.expenseAnnual,
      priceAnnual: f.price,
      sacrificedAnnual: f.sacrificed,
      monthly: f.items[0]?.price ?? 0,
      months: f.items.map((i) => i.month),
      savingAnnual: f.items.length === 0 ? 0 : marginalSaving(input, all, (i) => i.category === category && i.familyId === familyId, best.net),
      reason: f.reason,
    });
  }
  if (lines.health) result.push(...healthLines(input, lines.health, best, budget, all));
  for (const c of lines.closed) {
    result.push({ ...c, priceAnnual: 0, sacrificedAnnual: 0, monthly: 0, months: [], savingAnnual: 0 });
  }
  const order = ['food', 'transport', 'kindergarten', 'health-insurance', 'formation'];
  return result.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category) || (a.familyId ?? 0) - (b.familyId ?? 0));
}

function healthLines(input: BestPlanInput, candidate: HealthCandidate, best: Allocation, budget: PlanBudget, all: readonly CalculatorItem[]): BestPlanLine[] {
  const wholeExpense = healthItems(candidate, candidate.persons);
  return candidate.persons.map((person) => {
    const own = best.healthItems.filter((i) => i.familyId === person.familyId);
    const isIn = own.length > 0;
    const expense = wholeExpense.filter((i) => i.familyId === person.familyId);
    let reason: BestPlanReason | null = null;
    if (!isIn) {
      // Out because it would not fit with the others, or because the money does more elsewhere.
      const withIt = healthItems(candidate, [...best.insured, person]);
      const isTooDear = withIt.some((i) => i.price > candidate.maxPrice);
      reason = isTooDear ? 'bag-exhausted' : (budgetRefusal(budget, healthCharge(candidate, withIt)) ?? 'more-exempt-elsewhere');
    }
    return {
      category: 'health-insurance' as const,
      benefitId: candidate.benefit.id,
      familyId: person.familyId,
      expenseAnnual: sum(expense.map((i) => i.price)),
      priceAnnual: sum(own.map((i) => i.price)),
      sacrificedAnnual: sum(own.map((i) => i.price - i.contributedPrice)),
      monthly: own[0]?.price ?? 0,
      months: own.map((i) => i.month),
      savingAnnual: isIn ? marginalSaving(input, all, (i) => i.category === 'health-insurance' && i.familyId === person.familyId, best.net) : 0,
      reason,
    };
  });
}

/** The POST /api/contracts bodies of the plan's new products; the server prices them again. */
function cartBodies(year: number, lines: PlanLines, best: Allocation): ContractBody[] {
  const bodies: ContractBody[] = [];
  const byBenefit = new Map<number, FilledLine[]>();
  for (const f of best.filled) if (f.items.length > 0) byBenefit.set(f.line.benefit.id, [...(byBenefit.get(f.line.benefit.id) ?? []), f]);
  for (const [benefitId, filled] of byBenefit) {
    const items = filled.flatMap((f) => f.items.map((i) => ({ familyId: i.familyId, month: i.month, price: i.price })));
    const details = filled[0]!.line.category === 'formation' ? { paymentFreq: 'yearly' as const } : {};
    bodies.push({ year, benefitId, items, details });
  }
  if (lines.health && best.insured.length > 0) {
    bodies.push({ year, benefitId: lines.health.benefit.id, items: [], details: { members: healthMembers(best.insured), samePeriod: true } });
  }
  return bodies;
}
