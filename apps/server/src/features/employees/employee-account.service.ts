import { DomainError, errorCodes } from '@flexplan/domain';
import type { AuditAction } from '@flexplan/domain/audit/audit-api';
import type { EmployeeAccountState } from '@flexplan/domain/employees/employees-api';
import type { DbOrTx } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import { recordAudit } from '../audit/audit.service';
import { findCompanyEmployee, lockActiveCompanyAdmins, revokeEmployeeSessions, updateEmployee, type EmployeeRow } from './employees.repository';
import { statusOf, type Deps } from './employees.service';

// A person's account: deactivated and back, or made to choose a new password; the HR
// record itself is employees.service.ts's.

export class LastCompanyAdminError extends DomainError {
  constructor() {
    super(errorCodes.LAST_COMPANY_ADMIN, 'Es el último administrador activo de la empresa');
  }
}

export class SelfDeactivationError extends DomainError {
  constructor() {
    super(errorCodes.SELF_DEACTIVATION, 'No puedes desactivar tu propia cuenta');
  }
}

/**
 * A change of the account's state, locked, audited when it changes anything; asking for the state
 * it is already in answers that state and writes nothing.
 */
async function changeAccount(
  { db }: Deps,
  actor: AdminActor,
  id: number,
  action: AuditAction,
  apply: (tx: DbOrTx, row: EmployeeRow) => Promise<{ before: Record<string, boolean>; after: Record<string, boolean> } | null>,
): Promise<EmployeeAccountState> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const row = await findCompanyEmployee(tx, companyId, id, true);
    if (!row) throw new NotFoundError('user');
    const change = await apply(tx, row);
    if (change) await recordAudit(tx, { companyId, actor, action, table: 'users', rowId: id, employeeId: id, ...change });
    const after = (await findCompanyEmployee(tx, companyId, id))!;
    return { id, status: statusOf(after), isPasswordDeprecated: after.isPasswordDeprecated };
  });
}

/**
 * POST /api/admin/employees/{id}/deactivate: no login and every session ended at once; the data
 * stays. Never the administrator themselves, nor the company's last active administrator.
 */
export function deactivateEmployee(deps: Deps, actor: AdminActor, id: number) {
  return changeAccount(deps, actor, id, 'employee.deactivated', async (tx, row) => {
    if (row.deactivatedAt) return null;
    if (actor.id === id) throw new SelfDeactivationError();
    if (row.role === 'company-admin') {
      const admins = await lockActiveCompanyAdmins(tx, actor.companyId);
      if (admins.length <= 1) throw new LastCompanyAdminError();
    }
    await updateEmployee(tx, actor.companyId, id, { deactivatedAt: new Date() });
    await revokeEmployeeSessions(tx, actor.companyId, id);
    return { before: { active: true }, after: { active: false } };
  });
}

/** POST /api/admin/employees/{id}/reactivate: they may log in again with the password they had. */
export function reactivateEmployee(deps: Deps, actor: AdminActor, id: number) {
  return changeAccount(deps, actor, id, 'employee.reactivated', async (tx, row) => {
    if (!row.deactivatedAt) return null;
    await updateEmployee(tx, actor.companyId, id, { deactivatedAt: null });
    return { before: { active: false }, after: { active: true } };
  });
}

/** POST /api/admin/employees/{id}/deprecate-password: the next login must choose a new password. */
export function deprecateEmployeePassword(deps: Deps, actor: AdminActor, id: number) {
  return changeAccount(deps, actor, id, 'employee.passwordDeprecated', async (tx, row) => {
    if (row.isPasswordDeprecated) return null;
    await updateEmployee(tx, actor.companyId, id, { isPasswordDeprecated: true });
    // Not named "password…": the masker would hide the flag as a secret.
    return { before: { isDeprecated: false }, after: { isDeprecated: true } };
  });
}
