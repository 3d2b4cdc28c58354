import { DomainError } from '@flexplan/domain';
import type { AdminContractPage } from '@flexplan/domain/contracts/admin-contracts-api';
import type { ContractStatus } from '@flexplan/domain/catalogue-types';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { companyContractExists, countCompanyContracts, listCompanyContracts, transitionContract, type ContractState } from './admin.repository';

export class ForbiddenRoleError extends DomainError {
  constructor() {
    super('FORBIDDEN_ROLE', 'Esta función es solo para administradores de la empresa');
  }
}

export class ContractStateError extends DomainError {
  constructor() {
    super('CONTRACT_STATE', 'El contrato no está en un estado que permita esta acción');
  }
}

/** The company administrator's calls (spec part 1 §6 names the role; the back office builds on it). */
export function assertCompanyAdmin(user: SessionUser): void {
  if (user.role !== 'company-admin') throw new ForbiddenRoleError();
}

/** GET /api/admin/contracts: a page of the company's contracts in one status, oldest change first. */
export async function listContractsInStatus(
  { db }: Pick<ServiceDeps, 'db'>,
  { companyId }: SessionUser,
  { status, page, pageSize }: { status: ContractStatus; page: number; pageSize: number },
): Promise<AdminContractPage> {
  const [items, total] = await Promise.all([
    listCompanyContracts(db, companyId, status, { offset: (page - 1) * pageSize, limit: pageSize }),
    countCompanyContracts(db, companyId, status),
  ]);
  return { items, total, page, pageSize };
}

/** Pending review → contracted: only a signed (accepted) contract. */
export function approveContract(deps: Pick<ServiceDeps, 'db'>, user: SessionUser, id: number) {
  return transition(deps, user, id, [{ status: 'pending', signed: true }], 'contracted');
}

/** Pending or contracted → cancelled. */
export function cancelContract(deps: Pick<ServiceDeps, 'db'>, user: SessionUser, id: number) {
  return transition(deps, user, id, [{ status: 'pending' }, { status: 'contracted' }], 'cancelled');
}

/**
 * One transaction: the update names the state it expects, so what it checked is what it changed;
 * when it moved nothing, another company's or an unknown contract is a 404 (ids are not probed)
 * and one of the company's in another state a 409 CONTRACT_STATE.
 */
async function transition({ db }: Pick<ServiceDeps, 'db'>, { companyId }: SessionUser, id: number, from: ContractState[], to: ContractStatus) {
  return db.transaction(async (tx) => {
    if (await transitionContract(tx, companyId, id, from, to)) return { id, status: to };
    if (!(await companyContractExists(tx, companyId, id))) throw new NotFoundError('contract');
    throw new ContractStateError();
  });
}
