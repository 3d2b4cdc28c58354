import { planCalculatorItems, type CalculatorContract } from '../tax/calculator-items';
import { employeeFactsOf, privateUsePercentOf, type FamilyFact, type ProfileFacts } from '../tax/employee-facts';
import { taxYearFor, type TaxYears } from '../tax/tax-years';
import type { MonthlyPayslipsInput } from './monthly-payslips';

export interface EmployeePlan {
  /** GET /profile's tax facts and private use. */
  profile: ProfileFacts & { privateUse: number | null };
  /** GET /profile's cart and contracts. */
  cart: readonly CalculatorContract[];
  contracts: readonly CalculatorContract[];
  /** GET /families (entry 0 is the user). */
  family: readonly FamilyFact[];
}

/**
 * The employee's own plan of a year as the payslips read it: the contracted, pending and cart
 * items the calculator and the header count (`planCalculatorItems`), with the same facts, under
 * the parameters `years` (the database's rows) give the year.
 */
export function employeePayslipsInput(plan: EmployeePlan, year: number, years: TaxYears): MonthlyPayslipsInput {
  return {
    facts: employeeFactsOf(plan.profile, plan.family, year),
    items: planCalculatorItems(plan.cart, plan.contracts, year).flatMap((p) => p.items),
    familyDisabilities: new Map(plan.family.map((m) => [m.id, m.disability])),
    privateUsePercent: privateUsePercentOf(plan.profile.privateUse),
    taxYear: taxYearFor(year, years),
  };
}
