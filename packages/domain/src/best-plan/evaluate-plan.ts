import type { Benefit } from '../benefits/benefit';
import type { PricedContractItem } from '../contracts/contract-item-draft';
import { taxBenefitsOf, toTaxProfile, type CalculatorItem } from '../tax/employee-tax-profile';
import { simulate, type Simulation } from '../tax/simulate';
import type { BestPlanCategory, BestPlanInput } from './best-plan-types';

/** A new contract's items as the calculator counts them: what the employee gives up each month. */
export function calculatorItemsOf(category: BestPlanCategory, benefit: Pick<Benefit, 'workingDays'>, items: readonly PricedContractItem[]): CalculatorItem[] {
  return items.map((item) => ({
    category,
    familyId: item.familyId,
    month: item.month,
    sacrificed: Math.max(0, item.price - item.contributedPrice),
    contribution: Math.min(item.price, item.contributedPrice),
    workingDaysPerMonth: category === 'food' ? benefit.workingDays : null,
  }));
}

/** The year simulated with the given items added to those already in the plan; null without a salary. */
export function simulatePlan(input: BestPlanInput, extra: readonly CalculatorItem[]): Simulation | null {
  const disabilities = new Map(input.family.map((m) => [m.id, m.disability]));
  const profile = toTaxProfile(input.facts, taxBenefitsOf([...input.items, ...extra], disabilities, input.privateUsePercent, input.facts.disability));
  return profile ? simulate(profile, input.taxYear) : null;
}
