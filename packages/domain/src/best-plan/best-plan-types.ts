import type { ContractCharge } from '../bags/available';
import type { UserBags } from '../bags/user-bags';
import type { FamilyMemberRef } from '../benefits/age';
import type { Benefit } from '../benefits/benefit';
import type { ContractBody } from '../benefits/benefit-schemas';
import type { CalculatorItem, EmployeeFacts } from '../tax/employee-tax-profile';
import type { Cents, TaxYear } from '../tax/tax-year';

/** The products the best plan allocates: those an employee spends on anyway and the law exempts. */
export const bestPlanCategories = ['food', 'transport', 'kindergarten', 'health-insurance', 'formation'] as const;
export type BestPlanCategory = (typeof bestPlanCategories)[number];

/** What the employee says they spend anyway, without any plan (cents). */
export interface StatedExpenses {
  /** Meals on working days, a month. */
  foodMonthly: Cents;
  /** Public transport, a month. */
  transportMonthly: Cents;
  /** The nursery fee of each child under 3, a month. */
  kindergarten: { familyId: number; monthly: Cents }[];
  /** Health insurance: the policy (null: the first offered) and whom it would cover (null: the employee). */
  health: { benefitId: number | null; familyIds: (number | null)[] };
  /** Training, the year's fees. */
  formationAnnual: Cents;
}

/** A family member as the optimiser reads them (the employee's own entry aside). */
export interface BestPlanFamilyMember extends FamilyMemberRef {
  disability: number;
  active: boolean;
}

export interface BestPlanInput {
  facts: EmployeeFacts;
  /** The year's contracted, pending and cart items (every product the employee pays for), taken as given (`planCalculatorItems`). */
  items: readonly CalculatorItem[];
  /** The employee's contracts as the bags read them (every line and year: the rules filter them). */
  contracts: readonly ContractCharge[];
  family: readonly BestPlanFamilyMember[];
  /** The benefits the employee may contract (main and supplementary), as the catalogue gives them. */
  benefits: readonly Benefit[];
  expenses: StatedExpenses;
  bags: UserBags;
  /** The plan year. */
  year: number;
  /** Today, ISO (Madrid): the start-month rule opens the months. */
  today: string;
  companyCutOffDay: number | null;
  privateUsePercent: number;
  taxYear: TaxYear;
  /** The cart rules' minimum wage (default: theirs). */
  minimumWageAnnual?: Cents;
}

/** Why a product is out of the plan, or why it takes less than the stated expense. */
export const bestPlanReasons = [
  'not-offered',
  'no-expense',
  'in-plan',
  'no-open-month',
  'limit-reached',
  'bag-exhausted',
  'in-kind-cap',
  'minimum-wage',
  'more-exempt-elsewhere',
] as const;
export type BestPlanReason = (typeof bestPlanReasons)[number];

/** One product for one beneficiary (kindergarten: a child; health: a person the policy covers). */
export interface BestPlanLine {
  category: BestPlanCategory;
  benefitId: number | null;
  /** The beneficiary: null is the employee. */
  familyId: number | null;
  /** The stated expense over the open months (cents, price before the company's contribution). */
  expenseAnnual: Cents;
  /** What the plan puts in this product for the year (price) and what the employee gives up for it. */
  priceAnnual: Cents;
  sacrificedAnnual: Cents;
  /** The usual monthly amount per beneficiary (the first month's). */
  monthly: Cents;
  months: number[];
  /** How much less the employee pays in withholding with this line than without it. */
  savingAnnual: Cents;
  /** Why the line is out (amount 0) or short of the expense; null when it takes the whole expense. */
  reason: BestPlanReason | null;
}

export interface BestPlan {
  year: number;
  /** Net annual income with the contracts and cart of today (simulate's `with.netAnnual`). */
  todayNet: Cents;
  /** The same with the best plan added. */
  planNet: Cents;
  todaySaving: Cents;
  planSaving: Cents;
  /** What the company's contribution pays of the plan's new products, on top of the net. */
  companyContribution: Cents;
  lines: BestPlanLine[];
  /** The cart bodies that put the new products in the cart (`POST /api/contracts`), in order. */
  cart: ContractBody[];
}
