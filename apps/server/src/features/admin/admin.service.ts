import { DomainError } from '@flexplan/domain';
import type { AdminContractPage } from '@flexplan/domain/contracts/admin-contracts-api';
import type { AuditAction } from '@flexplan/domain/audit/audit-api';
import type { ContractStatus } from '@flexplan/domain/catalogue-types';
import type { ContractListState } from '@flexplan/domain/contracts/contract-list-state';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { countCompanyContracts, listCompanyContracts, lockCompanyContract, transitionContract, type ContractState } from './admin.repository';

export class ContractStateError extends DomainError {
  constructor() {
    super('CONTRACT_STATE', 'El contrato no está en un estado que permita esta acción');
  }
}

// Who may call these (a company administrator, or a platform operator switched to the company) is
// the admin guard's to say (plugins/admin-guard.ts); the actor's companyId is the company acted on.

/** GET /api/admin/contracts: a page of the company's contracts in one state of My contracts, oldest change first. */
export async function listContractsInStatus(
  { db }: Pick<ServiceDeps, 'db'>,
  { companyId }: AdminActor,
  { status, page, pageSize }: { status: ContractListState; page: number; pageSize: number },
): Promise<AdminContractPage> {
  const [items, total] = await Promise.all([
    listCompanyContracts(db, companyId, status, { offset: (page - 1) * pageSize, limit: pageSize }),
    countCompanyContracts(db, companyId, status),
  ]);
  return { items, total, page, pageSize };
}

/** Pending review → contracted: only a signed (accepted) contract. */
export function approveContract(deps: Pick<ServiceDeps, 'db'>, actor: AdminActor, id: number) {
  return transition(deps, actor, id, [{ status: 'pending', signed: true }], 'contracted', 'contract.approved');
}

/** Pending or contracted → cancelled. */
export function cancelContract(deps: Pick<ServiceDeps, 'db'>, actor: AdminActor, id: number) {
  return transition(deps, actor, id, [{ status: 'pending' }, { status: 'contracted' }], 'cancelled', 'contract.cancelled');
}

/**
 * One transaction: the contract is locked, then the update names the state it expects, so what it
 * checked is what it changed; another company's or an unknown contract is a 404 (ids are not
 * probed) and one of the company's in another state a 409 CONTRACT_STATE. The change is audited
 * in the same transaction.
 */
async function transition({ db }: Pick<ServiceDeps, 'db'>, actor: AdminActor, id: number, from: ContractState[], to: ContractStatus, action: AuditAction) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const before = await lockCompanyContract(tx, companyId, id);
    if (!before) throw new NotFoundError('contract');
    if (!(await transitionContract(tx, companyId, id, from, to))) throw new ContractStateError();
    await recordAudit(tx, {
      companyId,
      actor,
      action,
      table: 'contracts',
      rowId: id,
      employeeId: before.userId,
      before: { status: before.status, signed: before.signed },
      after: { status: to, signed: before.signed },
    });
    return { id, status: to };
  });
}
