import { maritalStatusOf } from '../profile/marital-status';
import type { EmployeeFacts } from './employee-tax-profile';

/** The fields of GET /profile the engine reads (the profile's disability may be unknown). */
export type ProfileFacts = Omit<EmployeeFacts, 'year' | 'family' | 'disability'> & { disability: number | null };

/** One entry of GET /families as the engine reads it (entry 0, the user, is skipped). */
export interface FamilyFact {
  id: number;
  relationship: string;
  birthday: string | null;
  disability: number;
  active: boolean;
}

/**
 * The engine's view of the employee (docs/decisions/257-calculator-defaults-never-overstate-the-saving.md): the calculator in the browser and the payslips on the server read it alike.
 */
export function employeeFactsOf(user: ProfileFacts, family: readonly FamilyFact[], year: number): EmployeeFacts {
  return {
    year,
    fixedSalary: user.fixedSalary,
    variableSalary: user.variableSalary,
    paymentCount: user.paymentCount,
    birthday: user.birthday,
    disability: user.disability ?? 0,
    // An active spouse on file answers it when the profile does not (docs/decisions/021).
    maritalStatus: maritalStatusOf(user.maritalStatus, family),
    spouseEarnsOver1500: user.spouseEarnsOver1500,
    contractType: user.contractType,
    childrenLiveWithEmployee: user.childrenLiveWithEmployee,
    family: family
      .filter((m) => m.relationship !== 'you' && m.birthday !== null)
      .map((m) => ({ relationship: m.relationship, birthday: m.birthday ?? '', disability: m.disability, active: m.active })),
  };
}

/** Unknown private use counts as full private use: a car's in-kind value is never understated. */
export function privateUsePercentOf(privateUse: number | null): number {
  return privateUse && privateUse > 0 ? Math.min(100, privateUse) : 100;
}
