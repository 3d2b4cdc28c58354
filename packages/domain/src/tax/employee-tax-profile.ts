import type { VehicleEfficiency } from '../benefits/renting-in-kind';
import { mealWorkingDays } from './meal-exemption';
import type { Benefit as TaxBenefit, Descendant, TaxProfile } from './tax-profile';
import type { BenefitCategory } from './tax-year';

/** What the profile knows of an employee and their family (docs/product/employee-portal.md §3 User, Family member). */
export interface EmployeeFacts {
  year: number;
  fixedSalary: number | null;
  variableSalary: number | null;
  paymentCount: number | null;
  birthday: string | null;
  disability: number;
  maritalStatus: 'single' | 'married' | 'divorced' | 'widowed' | null;
  /** null: unknown, read as "yes" so the calculator never overstates the saving. */
  spouseEarnsOver1500: boolean | null;
  contractType: 'indefinite' | 'temporary' | null;
  /** null: unknown, read as "yes" (the usual case). */
  childrenLiveWithEmployee: boolean | null;
  family: readonly { relationship: string; birthday: string; disability: number; active: boolean }[];
}

/** One contract item of the year as the calculator reads it (cents, month 1–12). */
export interface CalculatorItem {
  category: BenefitCategory;
  familyId: number | null;
  month: number;
  /** What the employee gives up for it: price − company contribution. */
  sacrificed: number;
  /** The company's contribution to it (absent: none); with `sacrificed`, the item's whole price. */
  contribution?: number;
  /** Food: the benefit's working days a month; null or absent: only the year's working days count. */
  workingDaysPerMonth?: number | null;
  /**
   * Renting: what the in-kind value reads (`rentingInKindValue`), from the contract's stored details
   * (or the catalogue's vehicle for a draft). `privateUsePercent` absent: the profile's.
   */
  vehicle?: { vehicleValue: number; efficiency: VehicleEfficiency; privateUsePercent?: number } | null;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * Form 145's family situation (docs/product/tax-rules.md §1.2): 2 when married and the spouse earns 1 500 € or
 * less; 1 for a single parent living with their children; 3 otherwise.
 */
export function familySituation(facts: EmployeeFacts, hasChildren: boolean): 1 | 2 | 3 {
  if (facts.maritalStatus === 'married' && facts.spouseEarnsOver1500 === false) return 2;
  const isAlone = facts.maritalStatus !== null && facts.maritalStatus !== 'married';
  if (isAlone && hasChildren && facts.childrenLiveWithEmployee !== false) return 1;
  return 3;
}

/**
 * Children under 25 (or with a disability) living with the employee; shared with a spouse (× 0.5)
 * when married, counted whole otherwise (docs/product/tax-rules.md §1.6).
 */
function descendantsOf(facts: EmployeeFacts): Descendant[] {
  if (facts.childrenLiveWithEmployee === false) return [];
  return facts.family
    .filter((m) => m.active && m.relationship === 'child')
    .filter((m) => facts.year - yearOf(m.birthday) < 25 || m.disability >= 33)
    .map((m) => ({ birthYear: yearOf(m.birthday), wholeCount: facts.maritalStatus !== 'married', disability: m.disability, reducedMobility: false }));
}

/**
 * The year's items as one tax benefit per category (the engine takes one entry per category).
 * Health insurance lists each insured person with their whole premium of the year, the company's
 * contribution included, for the per-person limit (docs/tax-engine.md "Health insurance, per
 * person"); an item without a family member is the employee's own, with `employeeDisability`.
 */
export function taxBenefitsOf(
  items: readonly CalculatorItem[],
  familyDisabilities: ReadonlyMap<number, number>,
  privateUsePercent: number,
  employeeDisability = 0,
): TaxBenefit[] {
  const byCategory = new Map<BenefitCategory, CalculatorItem[]>();
  for (const item of items) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  return [...byCategory].map(([category, list]) => {
    const annualAmount = list.reduce((sum, i) => sum + i.sacrificed, 0);
    const benefit: TaxBenefit = { category, annualAmount };
    if (category === 'health-insurance') {
      const people = [...new Set(list.map((i) => i.familyId))];
      const premiumOf = (id: number | null) => list.filter((i) => i.familyId === id).reduce((sum, i) => sum + i.sacrificed + (i.contribution ?? 0), 0);
      const disabilityOf = (id: number | null) => (id === null ? employeeDisability : (familyDisabilities.get(id) ?? 0));
      return { ...benefit, insured: people.map((id) => ({ disability: disabilityOf(id), annualPremium: premiumOf(id) })) };
    }
    const months = new Set(list.map((i) => i.month)).size;
    // The meal card's yearly exemption is defined once (meal-exemption.ts): 220 days, not 12 × 20.
    if (category === 'food') return { ...benefit, workingDays: mealWorkingDays({ months, workingDaysPerMonth: list[0]?.workingDaysPerMonth }) };
    if (category === 'kindergarten') return { ...benefit, children: new Set(list.map((i) => i.familyId)).size };
    if (category === 'renting') {
      // Each contract's items share one vehicle object (calculator-items.ts): one car per contract, however alike two cars are.
      const cars = new Map<NonNullable<CalculatorItem['vehicle']>, Set<number>>();
      for (const item of list) if (item.vehicle) cars.set(item.vehicle, (cars.get(item.vehicle) ?? new Set()).add(item.month));
      const vehicles = [...cars].map(([car, carMonths]) => ({
        vehicleValue: car.vehicleValue,
        privateUsePercent: car.privateUsePercent ?? privateUsePercent,
        efficiency: car.efficiency,
        months: carMonths.size,
      }));
      if (vehicles.length > 0) return { ...benefit, vehicles };
    }
    return benefit;
  });
}

/**
 * The engine's input for an employee, or null when the calculator is unavailable (docs/product/employee-portal.md
 * §5 Calculator: no fixed salary). Unknowns take the defaults that understate the saving:
 * indefinite contract, group 7, spouse earning over 1 500 €, no disability of the employee's own.
 */
export function toTaxProfile(facts: EmployeeFacts, benefits: readonly TaxBenefit[]): TaxProfile | null {
  if (!facts.fixedSalary || facts.fixedSalary <= 0) return null;
  const descendants = descendantsOf(facts);
  return {
    year: facts.year,
    grossAnnual: facts.fixedSalary + (facts.variableSalary ?? 0),
    paymentCount: facts.paymentCount === 14 ? 14 : 12,
    birthYear: facts.birthday ? yearOf(facts.birthday) : facts.year - 40,
    disability: facts.disability,
    reducedMobility: false,
    geographicMobility: false,
    contract: facts.contractType ?? 'indefinite',
    contributionGroup: 7,
    familySituation: familySituation(facts, descendants.length > 0),
    descendants,
    ascendants: [],
    benefits,
  };
}
