import { simulate, type Simulation } from './simulate';
import type { Benefit as TaxBenefit } from './tax-profile';
import type { BenefitCategory, TaxYear } from './tax-year';
import { toTaxProfile, type EmployeeFacts } from './employee-tax-profile';

/** Working days a year when a plan has no meal benefit yet to say (11 months × 20 days). */
export const DEFAULT_WORKING_DAYS = 220;

export interface PlanSavingsInput {
  facts: EmployeeFacts;
  /** The year's contracted and pending tax-advantage benefits (from `taxBenefitsOf`). */
  benefits: readonly TaxBenefit[];
  /** What is left of the flexible bag (cents). */
  flexibleAvailable: number;
  /** People a health policy could cover: the employee and active family members. */
  insurablePeople: number;
  hasChildUnder3: boolean;
  taxYear: TaxYear;
}

export interface PlanSavings {
  /** The saving of what is already contracted or pending (per year, cents). */
  saved: number;
  /** The extra saving if the rest of the flexible bag went to exempt products within their limits. */
  possible: number;
  /** Nothing left in the flexible bag: the header's "limit reached" warning. */
  isLimitReached: boolean;
  simulation: Simulation;
}

const amountOf = (benefits: readonly TaxBenefit[], category: BenefitCategory) => benefits.find((b) => b.category === category)?.annualAmount ?? 0;

/** Room left under each exempt product's limit, in the order a plan usually fills it. */
function exemptRoom(input: PlanSavingsInput): { category: BenefitCategory; room: number; extra: Partial<TaxBenefit> }[] {
  const tax = input.taxYear.productTax;
  const food = (tax.food.limitDay ?? 0) * DEFAULT_WORKING_DAYS;
  const health = (tax['health-insurance'].limitExemption ?? 0) * input.insurablePeople;
  const transport = tax.transport.limitExemption ?? 0;
  return [
    { category: 'food', room: food - amountOf(input.benefits, 'food'), extra: { workingDays: DEFAULT_WORKING_DAYS } },
    { category: 'transport', room: transport - amountOf(input.benefits, 'transport'), extra: {} },
    { category: 'health-insurance', room: health - amountOf(input.benefits, 'health-insurance'), extra: { insured: Array.from({ length: input.insurablePeople }, () => ({ disability: 0 })) } },
    // Kindergarten has no legal limit: any remaining bag fits while there is a child under 3.
    { category: 'kindergarten', room: input.hasChildUnder3 ? Number.MAX_SAFE_INTEGER : 0, extra: { children: 1 } },
  ];
}

/** Adds `amount` to a category, keeping one entry per category as the engine requires. */
function withExtra(benefits: readonly TaxBenefit[], category: BenefitCategory, amount: number, extra: Partial<TaxBenefit>): TaxBenefit[] {
  const existing = benefits.find((b) => b.category === category);
  if (!existing) return [...benefits, { ...extra, category, annualAmount: amount }];
  return benefits.map((b) => (b.category === category ? { ...b, ...(b.insured || b.workingDays ? {} : extra), annualAmount: b.annualAmount + amount } : b));
}

/**
 * The header's and home's savings (docs/decisions.md "Saved and possible savings"); null when the
 * calculator is unavailable (no fixed salary, spec part 1 §5 Calculator).
 */
export function planSavings(input: PlanSavingsInput): PlanSavings | null {
  const current = toTaxProfile(input.facts, input.benefits);
  if (!current) return null;
  const simulation = simulate(current, input.taxYear);
  let left = Math.max(0, input.flexibleAvailable);
  let planned: TaxBenefit[] = [...input.benefits];
  for (const { category, room, extra } of exemptRoom(input)) {
    const amount = Math.min(left, Math.max(0, room));
    if (amount <= 0) continue;
    planned = withExtra(planned, category, amount, extra);
    left -= amount;
  }
  const best = simulate({ ...current, benefits: planned }, input.taxYear);
  return {
    saved: simulation.savingAnnual,
    possible: Math.max(0, best.savingAnnual - simulation.savingAnnual),
    isLimitReached: input.flexibleAvailable <= 0,
    simulation,
  };
}
