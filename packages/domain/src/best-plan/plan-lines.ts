import { lineBag, liveCharges } from '../bags/available';
import { applyContribution } from '../bags/company-contribution';
import { cartItemCapacity } from '../bags/cart-item-capacity';
import { canUseUserBag } from '../bags/user-bag';
import { ageInYears } from '../benefits/age';
import type { Benefit } from '../benefits/benefit';
import { hasVoucherFormat } from '../benefits/food';
import { healthMemberStarts, quoteHealthInsurance, type InsurableMember } from '../benefits/health-insurance';
import { isUnderThreeInMonth, lastDayOf } from '../benefits/kindergarten-age';
import { transportYearRemaining } from '../benefits/transport';
import type { PricedContractItem } from '../contracts/contract-item-draft';
import { mealExemptAnnual } from '../tax/meal-exemption';
import type { Cents } from '../tax/tax-year';
import type { BestPlanCategory, BestPlanInput, BestPlanReason } from './best-plan-types';

/**
 * A product the plan may fill by the cent (meals, transport, one child's nursery, training): up to
 * `monthlyMax` a month in `months`, `minAmount` at least in a month it takes, at most `priceCap`
 * (cart rule) and `sacrificedCap` (the exemption's room: euros above it would be taxed, so they
 * buy nothing) for the year.
 */
export interface FlexLine {
  category: BestPlanCategory;
  benefit: Benefit;
  familyId: number | null;
  months: number[];
  monthlyMax: Cents;
  minAmount: Cents;
  priceCap: Cents;
  sacrificedCap: Cents;
  expenseAnnual: Cents;
  canUseUserBag: boolean;
}

/** One person a health policy may cover, with the months and prices the policy's quote gives them. */
export interface HealthPerson {
  familyId: number | null;
  startMonths: number[];
}

export interface HealthCandidate {
  benefit: Benefit;
  people: InsurableMember[];
  persons: HealthPerson[];
  year: number;
  firstMonth: number;
  expenseAnnual: Cents;
  canUseUserBag: boolean;
  /** The most one monthly item may cost (the flexible bag). */
  maxPrice: Cents;
}

/** A product the plan cannot add, and why. */
export interface ClosedLine {
  category: BestPlanCategory;
  benefitId: number | null;
  familyId: number | null;
  expenseAnnual: Cents;
  reason: BestPlanReason;
}

export interface PlanLines {
  flex: FlexLine[];
  health: HealthCandidate | null;
  closed: ClosedLine[];
}

/** The offered main benefit of a category: a food card before vouchers (the plan loads amounts, not face values). */
function offeredBenefit(input: BestPlanInput, category: BestPlanCategory): Benefit | null {
  const main = input.benefits.filter(
    (b) => b.product.alias === category && b.product.line === 'Exent' && b.isTaxAdvantage && !b.isSupplementary && b.contractMethod !== 'informative',
  );
  if (category === 'food') return main.find((b) => !hasVoucherFormat(b)) ?? null;
  if (category === 'health-insurance') return main.find((b) => b.id === input.expenses.health.benefitId) ?? main[0] ?? null;
  return main[0] ?? null;
}

function allowedMonths(input: BestPlanInput, benefit: Benefit): number[] {
  return cartItemCapacity({
    benefit,
    bags: input.bags,
    year: input.year,
    contracts: input.contracts,
    today: input.today,
    companyCutOffDay: input.companyCutOffDay,
  }).allowedMonths;
}

/** Builds what the optimiser chooses among, from the catalogue, the stated expenses and the rules. */
export function planLines(input: BestPlanInput): PlanLines {
  const flex: FlexLine[] = [];
  const closed: ClosedLine[] = [];
  let health: HealthCandidate | null = null;
  const inPlan = new Set(input.items.map((i) => i.category));
  const { expenses } = input;
  // The most one monthly item may cost (monthlyPriceBounds): the flexible bag.
  const maxPrice = lineBag('Exent', input.bags);

  const open = (category: BestPlanCategory, familyId: number | null, expenseMonthly: Cents, expenseYearly?: Cents) => {
    const benefit = offeredBenefit(input, category);
    const months = benefit ? allowedMonths(input, benefit) : [];
    const expenseAnnual = expenseYearly ?? expenseMonthly * Math.max(1, months.length);
    const close = (reason: BestPlanReason) => closed.push({ category, benefitId: benefit?.id ?? null, familyId, expenseAnnual, reason }) && null;
    if (!benefit) return close('not-offered');
    if (inPlan.has(category)) return close('in-plan');
    if (expenseAnnual <= 0) return close('no-expense');
    if (months.length === 0) return close('no-open-month');
    return { benefit, months, expenseAnnual };
  };
  const line = (
    category: BestPlanCategory,
    familyId: number | null,
    o: { benefit: Benefit; months: number[]; expenseAnnual: Cents },
    rest: Partial<FlexLine>,
  ) => ({
    category,
    benefit: o.benefit,
    familyId,
    months: o.months,
    monthlyMax: maxPrice,
    minAmount: o.benefit.minAmount,
    priceCap: Infinity,
    sacrificedCap: Infinity,
    expenseAnnual: o.expenseAnnual,
    canUseUserBag: canUseUserBag(input.bags, o.benefit),
    ...rest,
  });

  const food = open('food', null, expenses.foodMonthly);
  if (food) {
    const meals = mealExemptAnnual({ months: food.months.length, workingDaysPerMonth: food.benefit.workingDays }, input.taxYear);
    const working = food.benefit.workingPrice ?? Infinity;
    flex.push(line('food', null, food, { monthlyMax: Math.min(maxPrice, working, expenses.foodMonthly), sacrificedCap: meals }));
  }

  const transport = open('transport', null, expenses.transportMonthly);
  if (transport) {
    const others = liveCharges(input.contracts, { year: input.year })
      .filter((c) => c.category === 'transport')
      .reduce((s, c) => s + c.price, 0);
    const limit = input.taxYear.productTax.transport.limitExemption ?? Infinity;
    flex.push(
      line('transport', null, transport, {
        monthlyMax: Math.min(maxPrice, expenses.transportMonthly),
        priceCap: transportYearRemaining(others),
        sacrificedCap: limit,
      }),
    );
  }

  for (const child of expenses.kindergarten) {
    const member = input.family.find((m) => m.id === child.familyId && m.active && m.relationship === 'child');
    const o = open('kindergarten', child.familyId, child.monthly);
    if (!o || !member) continue;
    // Months of the child's first three years only, and not before birth (kindergarten.ts).
    const months = o.months.filter((m) => isUnderThreeInMonth(member.birthday, input.year, m) && ageInYears(member.birthday, lastDayOf(input.year, m)) >= 0);
    if (months.length === 0) {
      closed.push({ category: 'kindergarten', benefitId: o.benefit.id, familyId: child.familyId, expenseAnnual: 0, reason: 'no-open-month' });
      continue;
    }
    flex.push(
      line('kindergarten', child.familyId, { ...o, months, expenseAnnual: child.monthly * months.length }, { monthlyMax: Math.min(maxPrice, child.monthly) }),
    );
  }

  const formation = open('formation', null, 0, expenses.formationAnnual);
  // Training is paid once, in the first open month (paymentFreq yearly).
  if (formation)
    flex.push(line('formation', null, { ...formation, months: formation.months.slice(0, 1) }, { monthlyMax: Math.min(maxPrice, expenses.formationAnnual) }));

  const people: InsurableMember[] = [
    ...(input.facts.birthday ? [{ familyId: null, birthday: input.facts.birthday }] : []),
    ...input.family.filter((m) => m.active).map((m) => ({ familyId: m.id as number | null, birthday: m.birthday })),
  ];
  const wanted = people.filter((p) => expenses.health.familyIds.includes(p.familyId));
  const h = open('health-insurance', null, 0, wanted.length);
  if (h) {
    const firstMonth = h.months[0]!;
    const persons = wanted.map((p) => ({ familyId: p.familyId, startMonths: healthMemberStarts(h.benefit, p, input.year, firstMonth).startMonths }));
    const candidate: HealthCandidate = {
      benefit: h.benefit,
      people,
      year: input.year,
      canUseUserBag: canUseUserBag(input.bags, h.benefit),
      maxPrice,
      persons: persons.filter((p) => p.startMonths.length > 0),
      firstMonth,
      expenseAnnual: 0,
    };
    for (const p of persons)
      if (p.startMonths.length === 0)
        closed.push({ category: 'health-insurance', benefitId: h.benefit.id, familyId: p.familyId, expenseAnnual: 0, reason: 'no-open-month' });
    candidate.expenseAnnual = healthItems(candidate, candidate.persons).reduce((s, i) => s + i.price, 0);
    health = candidate.persons.length > 0 ? candidate : null;
  }
  return { flex, health, closed };
}

/** The members of a policy covering `persons`: each from their first month, a dependant never before the holder. */
export function healthMembers(persons: readonly HealthPerson[]): { familyId: number | null; startMonth: number; supplementaries: [] }[] {
  const holder = persons.find((p) => p.familyId === null);
  const holderStart = holder?.startMonths[0] ?? 1;
  return persons.flatMap((p) => {
    const startMonth = p.familyId === null ? p.startMonths[0] : p.startMonths.find((m) => m >= holderStart);
    return startMonth === undefined ? [] : [{ familyId: p.familyId, startMonth, supplementaries: [] as [] }];
  });
}

/** The priced items of a policy covering `persons`: the health quote the cart runs, with the benefit's contribution. */
export function healthItems(candidate: HealthCandidate, persons: readonly HealthPerson[]): PricedContractItem[] {
  const members = healthMembers(persons);
  if (members.length === 0) return [];
  const quote = quoteHealthInsurance({
    main: candidate.benefit,
    supplementaries: [],
    details: { members, samePeriod: true },
    people: candidate.people,
    year: candidate.year,
    firstMonth: candidate.firstMonth,
    limit: Number.MAX_SAFE_INTEGER,
  });
  return applyContribution(candidate.benefit, quote.items).items;
}
