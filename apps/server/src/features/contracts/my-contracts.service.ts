import { contractListLabel } from '@flexplan/domain/catalogue';
import type { MyContract } from '@flexplan/domain/contracts/contracts-api';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listMyContractViews } from './contracts.repository';

/** The profile embeds the user's cart and contracts in its own one statement (GET /api/profile). */
export { contractViewsJson, parseContractViews, type ContractViewJson } from './contract-views-json';

/**
 * GET /api/my-contracts: the user's contracts (not the cart), newest year first, each with the
 * list label of docs/product/employee-portal.md §4 (pending → pending review; else signed → contracted; else pending
 * signature). One prepared statement.
 */
export async function listMyContracts({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser): Promise<MyContract[]> {
  const contracts = await listMyContractViews(db, user.companyId, user.id);
  return contracts.map((contract) => ({ ...contract, label: contractListLabel(contract) }));
}
