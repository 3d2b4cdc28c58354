import { isUnderThreeInMonth } from '../benefits/kindergarten-age';
import { taxBenefitsOf, toTaxProfile, type CalculatorItem, type EmployeeFacts } from './employee-tax-profile';
import { mealExemptAnnual } from './meal-exemption';
import { simulate, type Simulation } from './simulate';
import type { Benefit as TaxBenefit, Insured } from './tax-profile';
import type { BenefitCategory, Cents, TaxYear } from './tax-year';

/** A family member as the possible saving reads them (GET /families, the user's own entry aside). */
export interface SavingsFamilyMember {
  id: number;
  relationship: string;
  birthday: string | null;
  disability: number;
  active: boolean;
}

export interface PlanSavingsInput {
  facts: EmployeeFacts;
  /** The year's contracted, pending and cart items, every product the employee pays for (`planCalculatorItems`). */
  items: readonly CalculatorItem[];
  /** The family, for who is insured, who could be, and which child is under 3. */
  family: readonly SavingsFamilyMember[];
  /** The profile's private use, for a renting item whose details do not say. */
  privateUsePercent: number;
  /** What is left of the flexible bag (cents). */
  flexibleAvailable: number;
  /** The months of the plan year new items may still start in; default all twelve. */
  openMonths?: readonly number[];
  /** The exempt categories the employee may contract (active Exent products); default all. */
  offeredCategories?: readonly BenefitCategory[];
  taxYear: TaxYear;
}

/** What the rest of the bag could buy of one exempt product, within its legal limit for this family. */
export interface PossibleExtra {
  category: BenefitCategory;
  amount: Cents;
}

export interface PlanSavings {
  /** The saving of what is already contracted, pending or in the cart (per year, cents). */
  saved: number;
  /** The largest extra saving the rest of the flexible bag can buy (docs/decisions/275-you-can-still-save.md). */
  possible: number;
  /** The purchases that saving assumes, in the order they were filled. */
  possibleExtras: PossibleExtra[];
  /** Nothing left in the flexible bag: the header's "limit reached" warning. */
  isLimitReached: boolean;
  simulation: Simulation;
}

const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const sumOf = (items: readonly CalculatorItem[]) => items.reduce((sum, i) => sum + i.sacrificed, 0);

/** An exempt product's room for this family: how much more it may take exempt, and the facts it then has. */
interface ExemptRoom {
  category: BenefitCategory;
  room: Cents;
  /** The benefit as the engine should see it with `amount` more bought. */
  facts: (amount: Cents) => Partial<TaxBenefit>;
}

function exemptRooms(input: PlanSavingsInput, open: readonly number[]): ExemptRoom[] {
  const { items, taxYear } = input;
  const tax = taxYear.productTax;
  const of = (category: BenefitCategory) => items.filter((i) => i.category === category);
  const members = input.family.filter((m) => m.active && m.relationship !== 'you');

  // Meals: 11 € a working day of the months the card can run (the ones it has, and the open ones).
  const food = of('food');
  const foodMonths = new Set([...food.map((i) => i.month), ...open]).size;
  const workingDaysPerMonth = food[0]?.workingDaysPerMonth ?? null;
  const foodRoom = mealExemptAnnual({ months: foodMonths, workingDaysPerMonth }, taxYear) - sumOf(food);

  // Transport: 1 500 € a year.
  const transportRoom = (tax.transport.limitExemption ?? 0) - sumOf(of('transport'));

  // Health: 500 € (1 500 € with disability) a person, each person's own: the uninsured may take all
  // of it, an insured person what their whole premium (the company's share included) leaves; an
  // excess of one is not another's room.
  const health = of('health-insurance');
  const limitOf = (disability: number) =>
    disability >= 33 ? (tax['health-insurance'].limitExemptionDisability ?? 0) : (tax['health-insurance'].limitExemption ?? 0);
  const persons = [
    { id: null as number | null, disability: input.facts.disability },
    ...members.map((m) => ({ id: m.id as number | null, disability: m.disability })),
  ].map((p) => {
    const own = health.filter((i) => i.familyId === p.id);
    const premium = own.reduce((sum, i) => sum + i.sacrificed + (i.contribution ?? 0), 0);
    return { ...p, premium, room: Math.max(0, limitOf(p.disability) - premium) };
  });
  const healthRoom = persons.reduce((sum, p) => sum + p.room, 0);
  /** Each person's premium with `amount` more, filled person by person within their room. */
  const insuredWith = (amount: Cents): Insured[] => {
    let left = amount;
    return persons.map((p) => {
      const fill = Math.min(left, p.room);
      left -= fill;
      return { disability: p.disability, annualPremium: p.premium + fill };
    });
  };

  // Kindergarten: no amount limit, for each child under 3 in a month still open (the month of the third birthday is not).
  const year = input.facts.year;
  const toddlers = members.filter(
    (m) => m.relationship === 'child' && m.birthday !== null && open.some((month) => isUnderThreeInMonth(m.birthday!, year, month)),
  );
  const kindergartenChildren = new Set([...of('kindergarten').map((i) => i.familyId), ...toddlers.map((m) => m.id)]).size;

  return [
    { category: 'food', room: foodRoom, facts: () => ({}) },
    { category: 'transport', room: transportRoom, facts: () => ({}) },
    { category: 'health-insurance', room: healthRoom, facts: (amount) => ({ insured: insuredWith(amount) }) },
    { category: 'kindergarten', room: toddlers.length > 0 ? Number.MAX_SAFE_INTEGER : 0, facts: () => ({ children: kindergartenChildren }) },
  ];
}

/** The year's benefits with `amount` more of one exempt category, within its room. */
function withExtra(benefits: readonly TaxBenefit[], room: ExemptRoom, amount: Cents, foodDays: (annual: Cents) => number): TaxBenefit[] {
  const existing = benefits.find((b) => b.category === room.category);
  const annualAmount = (existing?.annualAmount ?? 0) + amount;
  // Meals: enough working days to exempt what the card then holds, as the room allows.
  const facts = room.category === 'food' ? { workingDays: foodDays(annualAmount) } : room.facts(amount);
  const next = { ...existing, ...facts, category: room.category, annualAmount };
  return existing ? benefits.map((b) => (b === existing ? next : b)) : [...benefits, next];
}

/**
 * The header's and home's savings (docs/decisions/256-saved-and-possible-savings.md, docs/decisions/275-you-can-still-save.md): `saved` is the saving of the year's items; `possible` the largest extra saving the rest
 * of the flexible bag can buy within each exempt product's legal limit for this family — meals
 * (11 € a working day), public transport (1 500 €), health (500 € per person, insured or not yet,
 * 1 500 € with disability), kindergarten (no limit, while a child is under 3 in an open month).
 * Every exempt euro lowers RETRIB alike, so filling the rooms in any order gives the same largest
 * saving. Null when the calculator is unavailable (no fixed salary, docs/product/employee-portal.md §5 Calculator).
 */
export function planSavings(input: PlanSavingsInput): PlanSavings | null {
  const benefits = taxBenefitsOf(input.items, new Map(input.family.map((m) => [m.id, m.disability])), input.privateUsePercent, input.facts.disability);
  const current = toTaxProfile(input.facts, benefits);
  if (!current) return null;
  const simulation = simulate(current, input.taxYear);
  const open = input.openMonths ?? ALL_MONTHS;
  const offered = input.offeredCategories;
  const limitDay = input.taxYear.productTax.food.limitDay ?? 0;
  const foodDays = (annual: Cents) => (limitDay > 0 ? Math.ceil(annual / limitDay) : 0);

  let left = open.length === 0 ? 0 : Math.max(0, input.flexibleAvailable);
  let planned: TaxBenefit[] = [...benefits];
  const possibleExtras: PossibleExtra[] = [];
  for (const room of exemptRooms(input, open)) {
    if (offered && !offered.includes(room.category)) continue;
    const amount = Math.min(left, Math.max(0, room.room));
    if (amount <= 0) continue;
    planned = withExtra(planned, room, amount, foodDays);
    possibleExtras.push({ category: room.category, amount });
    left -= amount;
  }
  const best = simulate({ ...current, benefits: planned }, input.taxYear);
  return {
    saved: simulation.savingAnnual,
    possible: Math.max(0, best.savingAnnual - simulation.savingAnnual),
    possibleExtras,
    isLimitReached: input.flexibleAvailable <= 0,
    simulation,
  };
}
