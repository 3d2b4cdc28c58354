import { taxBenefitsOf, toTaxProfile } from '../tax/employee-tax-profile';
import { simulate } from '../tax/simulate';
import { taxRulesFor, type TaxYears } from '../tax/tax-years';
import { employeePayslipsInput, type EmployeePlan } from './payslip-inputs';

/** What a plan year comes to for the employee, as the calculator, the header and the payslips compute it. */
export interface PlanYearFigures {
  year: number;
  /** The year whose tax rules were used (`taxRulesFor`): the year itself once its rules are published. */
  rulesYear: number;
  isProvisional: boolean;
  /** Cash pay given up for every product of the year (cents). */
  givenUpAnnual: number;
  /** The estimated withholding saving of the year (cents). */
  savingAnnual: number;
}

/**
 * The plan year's figures from the employee's own plan (profile, cart, contracts, family): the
 * contract PDF states them beside its grand total, so the document can be held against the cart,
 * the calculator and the payslips. Null when the calculator is unavailable (no fixed salary).
 */
export function planYearFigures(plan: EmployeePlan, year: number, years: TaxYears): PlanYearFigures | null {
  const rules = taxRulesFor(year, years);
  if (!rules) return null;
  const input = employeePayslipsInput(plan, year, years);
  const profile = toTaxProfile(input.facts, taxBenefitsOf(input.items, input.familyDisabilities, input.privateUsePercent, input.facts.disability));
  if (!profile) return null;
  const simulation = simulate(profile, rules.taxYear);
  return {
    year,
    rulesYear: rules.rulesYear,
    isProvisional: rules.isProvisional,
    givenUpAnnual: simulation.benefitsAnnual,
    savingAnnual: simulation.savingAnnual,
  };
}
