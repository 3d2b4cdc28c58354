import type { MaritalStatus } from './profile-schemas';

/** A family member as this rule reads it: the family list's entries. */
interface FamilyRelation {
  relationship: string;
  active: boolean;
}

/**
 * The employee's marital status as the tax facts read it (docs/decisions/021-marital-status-from-the-family.md):
 * the one the profile states; when it states none, an active spouse on file makes the employee
 * married (docs/product/employee-portal.md §3: "spouse" is the husband or wife). A domestic partner says nothing: a
 * "pareja de hecho" is not married for income tax, and reading "single" could claim the single
 * parent's situation; the status stays unknown, which the calculator reads cautiously.
 */
export function maritalStatusOf(stated: MaritalStatus | null, family: readonly FamilyRelation[]): MaritalStatus | null {
  if (stated !== null) return stated;
  return family.some((member) => member.relationship === 'spouse' && member.active) ? 'married' : null;
}
