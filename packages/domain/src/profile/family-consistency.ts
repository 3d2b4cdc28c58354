import { profileMessages as m } from './profile-messages';
import { normalizeId } from './spanish-id';

/**
 * One person, one ID; one spouse or partner (docs/decisions/020-one-person-one-id-in-a-family.md).
 * Pure and free of zod: the family dialog checks it as it submits, the server on every save.
 */

/** A family member as this rule reads it: the family list's entries and the forms' inputs alike. */
export interface FamilyPerson {
  relationship: string;
  personalID: string | null;
  /** Absent: active (a new member is). */
  active?: boolean;
}

/** One problem of one member: the field to blame and its message key. */
export interface FamilyConflict {
  field: 'personalID' | 'relationship';
  message: string;
}

/** A list's problem: which member of it (0-based) and what. */
export interface FamilyListConflict extends FamilyConflict {
  index: number;
}

const isPartner = (person: FamilyPerson) => person.relationship === 'spouse' || person.relationship === 'domestic_partner';
const isActive = (person: FamilyPerson) => person.active !== false;
const idOf = (personalID: string | null | undefined) => {
  const id = personalID ? normalizeId(personalID) : '';
  return id === '' ? null : id;
};

/**
 * What is wrong with `member` beside the `others` of the same family and the employee's own ID:
 * an ID that the employee or another member already has (compared as `normalizeId` writes it),
 * and a second active spouse or partner. An inactive one is history (a member with contracts is
 * never deleted, docs/product/employee-portal.md §5 Family form) and does not count.
 */
export function memberConflicts(member: FamilyPerson, others: readonly FamilyPerson[], employeePersonalId: string | null): FamilyConflict[] {
  const conflicts: FamilyConflict[] = [];
  const id = idOf(member.personalID);
  const taken = [employeePersonalId, ...others.map((o) => o.personalID)].map(idOf);
  if (id !== null && taken.includes(id)) conflicts.push({ field: 'personalID', message: m.personalIdRepeated });
  if (isPartner(member) && isActive(member) && others.some((o) => isPartner(o) && isActive(o)))
    conflicts.push({ field: 'relationship', message: m.secondPartner });
  return conflicts;
}

/**
 * The problems of a whole family list (POST /families sends the family after the change): each
 * member is judged against the employee and the members before it, so the later of two is the one
 * blamed — the one just added, as the list keeps the saved members first.
 */
export function familyConflicts(members: readonly FamilyPerson[], employeePersonalId: string | null): FamilyListConflict[] {
  return members.flatMap((member, index) => memberConflicts(member, members.slice(0, index), employeePersonalId).map((c) => ({ ...c, index })));
}
