import { contractListLabel, type ContractStatus } from '@flexplan/domain/catalogue';
import type { ContractView, MyContract } from '@flexplan/domain/contracts/contracts-api';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listUserContracts } from './contracts.repository';
import { toContractView } from './contract-view';

/**
 * The user's contracts and cart items as the API answers them, newest year first; only those in
 * `statuses` when given (the profile's cart and contracts, the compensation's contracted ones).
 */
export async function listContractViews(
  db: DbOrTx,
  { companyId, id: userId }: Pick<SessionUser, 'companyId' | 'id'>,
  statuses?: ContractStatus[],
): Promise<ContractView[]> {
  const rows = await listUserContracts(db, companyId, userId, statuses);
  return rows.map((r) => toContractView(r.contract, r.items, { benefitName: r.benefitName, line: r.line }));
}

/**
 * GET /api/my-contracts: the user's contracts (not the cart), newest year first, each with the
 * list label of spec part 1 §4 (pending → pending review; else signed → contracted; else pending signature).
 */
export async function listMyContracts({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser): Promise<MyContract[]> {
  const contracts = await listContractViews(db, user, ['pending', 'contracted', 'cancelled']);
  return contracts.map((contract) => ({ ...contract, label: contractListLabel(contract) }));
}
