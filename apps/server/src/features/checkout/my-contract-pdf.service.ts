import type { CompanyRow } from '../../http/request-company';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { contractDocument, type ContractDocument } from './contract-document';
import type { ContractLogoSource } from './contract-logo';
import { livePlanFigures } from './plan-figures';

/** GET /api/my-contracts/{id}/pdf: the contract's PDF, for its owner only (404 otherwise, and for a cart item). */
export async function myContractPdf(
  { db, clock, storage }: Pick<ServiceDeps, 'db' | 'clock' | 'storage'>,
  company: CompanyRow,
  user: SessionUser,
  id: number,
  log: ContractLogoSource['log'],
): Promise<ContractDocument> {
  const document = await contractDocument(db, {
    company,
    storage,
    log,
    userId: user.id,
    contractIds: [id],
    excludeCart: true,
    planFigures: livePlanFigures({ db }, user),
    today: clock.today(),
  });
  if (!document) throw new NotFoundError('contract');
  return document;
}
