import { type EmployeeFacts } from '@flexplan/domain/tax/employee-tax-profile';

/** One entry of GET /families as the calculator reads it (entry 0, the user, is skipped). */
export interface FamilyFact {
  id: number;
  relationship: string;
  birthday: string | null;
  disability: number;
  active: boolean;
}

/** The profile fields the calculator reads; when missing, a default that understates the saving. */
export type CalculatorDefault = 'maritalStatus' | 'spouseEarnsOver1500' | 'contractType' | 'childrenLiveWithEmployee';

/** The fields of GET /profile the engine reads (the profile's disability may be unknown). */
export type ProfileFacts = Omit<EmployeeFacts, 'year' | 'family' | 'disability'> & { disability: number | null };

/** The engine's view of the employee (docs/decisions.md "Calculator defaults never overstate the saving"). */
export function toEmployeeFacts(user: ProfileFacts, family: readonly FamilyFact[], year: number): EmployeeFacts {
  return {
    year,
    fixedSalary: user.fixedSalary,
    variableSalary: user.variableSalary,
    paymentCount: user.paymentCount,
    birthday: user.birthday,
    disability: user.disability ?? 0,
    maritalStatus: user.maritalStatus,
    spouseEarnsOver1500: user.spouseEarnsOver1500,
    contractType: user.contractType,
    childrenLiveWithEmployee: user.childrenLiveWithEmployee,
    family: family
      .filter((m) => m.relationship !== 'you' && m.birthday !== null)
      .map((m) => ({ relationship: m.relationship, birthday: m.birthday ?? '', disability: m.disability, active: m.active })),
  };
}

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
