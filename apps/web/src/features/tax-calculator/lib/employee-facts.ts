import { employeeFactsOf } from '@flexplan/domain/tax/employee-facts';
import type { EmployeeFacts } from '@flexplan/domain/tax/employee-tax-profile';

export type { FamilyFact, ProfileFacts } from '@flexplan/domain/tax/employee-facts';

/** The profile fields the calculator reads; when missing, a default that understates the saving. */
export type CalculatorDefault = 'maritalStatus' | 'spouseEarnsOver1500' | 'contractType' | 'childrenLiveWithEmployee';

/** The engine's view of the employee: the domain's, which the server's payslips read too. */
export const toEmployeeFacts = employeeFactsOf;

/**
 * The defaults the calculator had to use, to name them under the figures. The spouse's earnings
 * only matter when married, and where the children live only when there are children.
 */
export function defaultsUsed(facts: EmployeeFacts): CalculatorDefault[] {
  const hasChildren = facts.family.some((m) => m.active && m.relationship === 'child');
  const used: CalculatorDefault[] = [];
  if (facts.maritalStatus === null) used.push('maritalStatus');
  if (facts.maritalStatus === 'married' && facts.spouseEarnsOver1500 === null) used.push('spouseEarnsOver1500');
  if (facts.contractType === null) used.push('contractType');
  if (hasChildren && facts.childrenLiveWithEmployee === null) used.push('childrenLiveWithEmployee');
  return used;
}
