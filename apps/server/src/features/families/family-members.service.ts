import { DomainError } from '@flexplan/domain';
import { familyConflicts, memberConflicts } from '@flexplan/domain/profile/family-consistency';
import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import type { ServiceDeps } from '../../service-deps';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../http/session-user';
import { InputError, NotFoundError } from '../../http/http-errors';
import { findEmployeeBirthday, listFamily } from './families.repository';
import { deleteMembers, insertMember, listMemberIds, membersWithContracts, updateMember } from './family-members.repository';

/** docs/product/employee-portal.md §5 Family form: a member with a contract or cart item cannot be deleted. */
export class FamilyMemberHasContractsError extends DomainError {
  constructor(ids: number[]) {
    super('FAMILY_MEMBER_HAS_CONTRACTS', 'Este familiar tiene contratos o productos en el carrito: contacta con el administrador', { ids: ids.join(',') });
  }
}

/**
 * POST /api/families: the list is the whole family after the change (docs/product/employee-portal.md §4: "a new
 * family member is saved by sending the family list"). Members without id are added, those left
 * out are deleted, the rest updated — all or nothing.
 */
export async function saveFamilyList({ db }: Pick<ServiceDeps, 'db'>, { companyId, id: userId }: SessionUser, list: FamilyMemberInput[]) {
  await db.transaction(async (tx) => {
    const existing = await listMemberIds(tx, companyId, userId);
    const kept = new Set(list.flatMap((m) => (m.id ? [m.id] : [])));
    const unknown = [...kept].filter((id) => !existing.includes(id));
    if (unknown.length > 0) throw new NotFoundError('family member');
    const [you] = await listFamily(tx, companyId, userId);
    const conflicts = familyConflicts(list, you?.personalID ?? null);
    if (conflicts.length > 0) throw new InputError(Object.fromEntries(conflicts.map((c) => [`${c.index}.${c.field}`, c.message])));
    const removed = existing.filter((id) => !kept.has(id));
    const blocked = await membersWithContracts(tx, companyId, removed);
    if (blocked.length > 0) throw new FamilyMemberHasContractsError(blocked);
    await deleteMembers(tx, companyId, userId, removed);
    for (const member of list) {
      if (member.id) await updateMember(tx, companyId, userId, member.id, member);
      else await insertMember(tx, companyId, userId, member);
    }
  });
  return listFamily(db, companyId, userId);
}

/** PUT /api/families/{id}: one of the user's own members; 404 for anyone else's. */
export async function editFamilyMember({ db }: Pick<ServiceDeps, 'db'>, { companyId, id: userId }: SessionUser, id: number, member: FamilyMemberInput) {
  return db.transaction(async (tx) => {
    const [you, ...members] = await listFamily(tx, companyId, userId);
    if (!members.some((m) => m.id === id)) throw new NotFoundError('family member');
    const conflicts = memberConflicts(
      member,
      members.filter((m) => m.id !== id),
      you?.personalID ?? null,
    );
    if (conflicts.length > 0) throw new InputError(Object.fromEntries(conflicts.map((c) => [c.field, c.message])));
    if (!(await updateMember(tx, companyId, userId, id, member))) throw new NotFoundError('family member');
    const family = await listFamily(tx, companyId, userId);
    const edited = family.find((m) => m.id === id);
    if (!edited) throw new NotFoundError('family member');
    return edited;
  });
}

/** GET /api/families: the employee first, then every member, inactive ones included. */
export function listFamilyOf({ db }: Pick<ServiceDeps, 'db'>, { companyId, id: userId }: Pick<SessionUser, 'companyId' | 'id'>) {
  return listFamily(db, companyId, userId);
}

/** The cart reads the family beside its other pricing inputs in one statement (contracts/cart-inputs.repository.ts). */
export { familyRefsJson } from './families.repository';

/** The employee's own birthday, ISO; null when not on file (the age-priced benefits need it). */
export function findEmployeeBirthdayOf(db: DbOrTx, { companyId, id: userId }: Pick<SessionUser, 'companyId' | 'id'>): Promise<string | null> {
  return findEmployeeBirthday(db, companyId, userId);
}
