import { and, eq, inArray } from 'drizzle-orm';
import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import type { DbOrTx } from '../../db/client';
import { contractItems, familyMembers } from '../../db/schema/index';

const toColumns = (m: FamilyMemberInput) => ({
  relationship: m.relationship,
  firstName: m.firstName,
  lastName1: m.lastName1,
  lastName2: m.lastName2 ?? null,
  personalId: m.personalID,
  idType: m.idType,
  birthday: m.birthday,
  disabilityType: m.disabilityType,
  disability: m.disabilityType ? m.disability : 0,
  active: m.active,
});

export function listMemberIds(db: DbOrTx, companyId: number, userId: number): Promise<number[]> {
  return db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId)))
    .then((rows) => rows.map((r) => r.id));
}

/** The members among `ids` that a contract or cart item covers: they cannot be deleted. */
export function membersWithContracts(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ id: contractItems.familyId })
    .from(contractItems)
    .where(and(eq(contractItems.companyId, companyId), inArray(contractItems.familyId, ids)))
    .then((rows) => rows.map((r) => r.id!).filter(Boolean));
}

export async function insertMember(db: DbOrTx, companyId: number, userId: number, member: FamilyMemberInput): Promise<void> {
  await db.insert(familyMembers).values({ ...toColumns(member), companyId, userId });
}

/** Updates one of the user's members; false when it is not theirs. */
export async function updateMember(db: DbOrTx, companyId: number, userId: number, id: number, member: FamilyMemberInput): Promise<boolean> {
  const updated = await db
    .update(familyMembers)
    .set(toColumns(member))
    .where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId), eq(familyMembers.id, id)))
    .returning({ id: familyMembers.id });
  return updated.length > 0;
}

export async function deleteMembers(db: DbOrTx, companyId: number, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(familyMembers).where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId), inArray(familyMembers.id, ids)));
}
