import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FamilyMemberRef } from '@flexplan/domain/catalogue';
import type { FamilyMemberView } from '@flexplan/domain/profile/family-api';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified-columns';
import { familyMembers, users } from '../../db/schema/index';

/**
 * The user's active family members as the benefit rules see them (the employee is familyId null),
 * as one JSON array: a fragment of the enclosing query's user (`owner`: SQL for the company and the user).
 */
export function familyRefsJson(owner: { companyId: SQLWrapper; userId: SQLWrapper }): SQL<FamilyMemberRef[]> {
  return qualified(sql<FamilyMemberRef[]>`coalesce((
    select json_agg(json_build_object('id', ${familyMembers.id}, 'birthday', ${familyMembers.birthday}, 'relationship', ${familyMembers.relationship})
      order by ${familyMembers.id})
    from ${familyMembers}
    where ${familyMembers.companyId} = ${owner.companyId} and ${familyMembers.userId} = ${owner.userId} and ${familyMembers.active}
  ), '[]'::json)`);
}

/** The employee's own birthday (the "you" entry of the family list), ISO; null when not on file. */
export async function findEmployeeBirthday(db: DbOrTx, companyId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ birthday: users.birthday })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.birthday ?? null;
}

/** The family list of docs/product/employee-portal.md §3: the user is entry 0 with relationship "you". */
export async function listFamily(db: DbOrTx, companyId: number, userId: number): Promise<FamilyMemberView[]> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName1: users.lastName1, lastName2: users.lastName2, personalID: users.personalId, birthday: users.birthday })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  const members = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId)))
    .orderBy(asc(familyMembers.id));
  const fullName = (p: { firstName: string; lastName1: string; lastName2: string | null }) => [p.firstName, p.lastName1, p.lastName2].filter(Boolean).join(' ');
  return [
    { id: 0, relationship: 'you', ...user!, fullName: fullName(user!), idType: 'DNI', disabilityType: false, disability: 0, active: true },
    ...members.map((m) => ({
      id: m.id,
      relationship: m.relationship,
      firstName: m.firstName,
      lastName1: m.lastName1,
      lastName2: m.lastName2,
      fullName: fullName(m),
      personalID: m.personalId,
      idType: m.idType,
      birthday: m.birthday,
      disabilityType: m.disabilityType,
      disability: m.disability,
      active: m.active,
    })),
  ];
}
