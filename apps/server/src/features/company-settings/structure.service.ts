import { DomainError, errorCodes } from '@flexplan/domain';
import type { StructureKind, StructureList, StructureMergeResult, StructureUnit } from '@flexplan/domain/company/company-structure-api';
import { isStructureNameTaken } from '@flexplan/domain/company/structure-name';
import type { DbOrTx } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { FieldRuleError, InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { actionOf, structureKindInfo } from './structure-kinds';
import { deleteUnit, insertUnit, listUnits, lockUnit, movePointers, renameUnit } from './structure.repository';

type Deps = Pick<ServiceDeps, 'db'>;

export class StructureInUseError extends DomainError {
  constructor(userCount: number, otherCount: number) {
    super(errorCodes.STRUCTURE_IN_USE, 'Hay personas u otros datos que lo usan: fusiónalo con otro en lugar de borrarlo', { userCount, otherCount });
  }
}

/** A second unit of one kind and one name (docs/decisions/022): 409 on the name, as a taken e-mail is. */
export class StructureNameTakenError extends DomainError {
  constructor() {
    super(errorCodes.STRUCTURE_NAME_TAKEN, 'Ya hay uno con este nombre: elige otro o fusiónalos');
  }
}

async function refuseTakenName(tx: DbOrTx, info: (typeof structureKindInfo)[StructureKind], companyId: number, name: string, exceptId?: number) {
  if (isStructureNameTaken(name, await listUnits(tx, info, companyId), exceptId)) throw new FieldRuleError(new StructureNameTakenError(), 'name');
}

// Another company's id, or an unknown one, is a 404 whatever the action (ids are not probed).

/** GET /api/admin/company/{kind}. */
export async function listStructure({ db }: Deps, actor: AdminActor, kind: StructureKind): Promise<StructureList> {
  return { items: await listUnits(db, structureKindInfo[kind], actor.companyId) };
}

/** POST /api/admin/company/{kind}. */
export function createUnit({ db }: Deps, actor: AdminActor, kind: StructureKind, name: string): Promise<StructureUnit> {
  const info = structureKindInfo[kind];
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, info, actor.companyId, name);
    const unit = await insertUnit(tx, info, actor.companyId, name);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: actionOf(info, 'created'),
      table: info.table,
      rowId: unit.id,
      employeeId: null,
      before: {},
      after: { name },
    });
    return unit;
  });
}

/** PUT /api/admin/company/{kind}/{id}. */
export function renameStructureUnit({ db }: Deps, actor: AdminActor, kind: StructureKind, unitId: number, name: string): Promise<StructureUnit> {
  const info = structureKindInfo[kind];
  return db.transaction(async (tx) => {
    const unit = await lockUnit(tx, info, actor.companyId, unitId);
    if (!unit) throw new NotFoundError(info.notFound);
    if (unit.name === name) return unit;
    await refuseTakenName(tx, info, actor.companyId, name, unitId);
    await renameUnit(tx, info, actor.companyId, unitId, name);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: actionOf(info, 'renamed'),
      table: info.table,
      rowId: unitId,
      employeeId: null,
      before: { name: unit.name },
      after: { name },
    });
    return { ...unit, name };
  });
}

/**
 * POST /api/admin/company/{kind}/{id}/merge: in one transaction, every person and every other row
 * naming the unit move to the target, then the unit is deleted; both are locked first, in id order
 * so two opposite merges wait for each other instead of deadlocking.
 */
export function mergeStructureUnit({ db }: Deps, actor: AdminActor, kind: StructureKind, unitId: number, targetId: number): Promise<StructureMergeResult> {
  const info = structureKindInfo[kind];
  if (unitId === targetId) throw new InputError({ targetId: 'validation.invalid' });
  return db.transaction(async (tx) => {
    const [first, second] = unitId < targetId ? [unitId, targetId] : [targetId, unitId];
    const locked = new Map<number, StructureUnit | undefined>();
    for (const lockId of [first, second]) locked.set(lockId, await lockUnit(tx, info, actor.companyId, lockId));
    const source = locked.get(unitId);
    const target = locked.get(targetId);
    if (!source) throw new NotFoundError(info.notFound);
    if (!target) throw new NotFoundError(info.notFound);
    const moved = await movePointers(tx, info, actor.companyId, unitId, targetId);
    await deleteUnit(tx, info, actor.companyId, unitId);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: actionOf(info, 'merged'),
      table: info.table,
      rowId: unitId,
      employeeId: null,
      before: { name: source.name },
      after: { mergedInto: targetId, mergedIntoName: target.name, movedUsers: moved.users, movedOther: moved.others },
    });
    return {
      target: { ...target, userCount: target.userCount + moved.users, otherCount: target.otherCount + moved.others },
      movedUsers: moved.users,
      movedOther: moved.others,
    };
  });
}

/** DELETE /api/admin/company/{kind}/{id}: only a unit nothing points at; otherwise 409 STRUCTURE_IN_USE (merge it instead). */
export function deleteStructureUnit({ db }: Deps, actor: AdminActor, kind: StructureKind, unitId: number): Promise<void> {
  const info = structureKindInfo[kind];
  return db.transaction(async (tx) => {
    const unit = await lockUnit(tx, info, actor.companyId, unitId);
    if (!unit) throw new NotFoundError(info.notFound);
    if (unit.userCount > 0 || unit.otherCount > 0) throw new StructureInUseError(unit.userCount, unit.otherCount);
    await deleteUnit(tx, info, actor.companyId, unitId);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: actionOf(info, 'deleted'),
      table: info.table,
      rowId: unitId,
      employeeId: null,
      before: { name: unit.name },
      after: {},
    });
  });
}
