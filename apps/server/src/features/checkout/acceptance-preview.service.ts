import type { AcceptancePreview } from '@flexplan/domain/contracts/checkout-api';
import type { CompanyRow } from '../../http/request-company';
import { hashToken } from '../../security/opaque-token';
import type { ServiceDeps } from '../../service-deps';
import { AcceptanceLinkInvalidError } from './checkout-errors';
import { contractDocument, type ContractDocument } from './contract-document';
import type { ContractLogoSource } from './contract-logo';
import { findPurchaseByToken, listItems, listOwnContractsForCheckout } from './checkout.repository';
import { livePlanFigures } from './plan-figures';

async function purchaseOf(db: ServiceDeps['db'], company: CompanyRow, token: string) {
  const purchase = await findPurchaseByToken(db, company.id, hashToken(token));
  if (!purchase) throw new AcceptanceLinkInvalidError();
  return purchase;
}

/**
 * What an acceptance link would accept, read only: the page shows it and accepts only when the
 * employee presses the button, so a mail scanner that opens the link signs nothing (docs/decisions.md).
 */
export async function previewAcceptance({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, company: CompanyRow, token: string): Promise<AcceptancePreview> {
  const purchase = await purchaseOf(db, company, token);
  const rows = await listOwnContractsForCheckout(db, company.id, purchase.userId, purchase.contractIds);
  const items = await listItems(db, company.id, purchase.contractIds);
  const state = purchase.acceptedAt ? 'accepted' : purchase.expiresAt.getTime() < clock.now().getTime() ? 'expired' : 'open';
  return {
    state,
    expiresAt: purchase.expiresAt,
    contracts: rows.map(({ contract, benefitName }) => ({
      id: contract.id,
      product: contract.category,
      name: benefitName ?? {},
      status: contract.status,
      effectiveDate: contract.effectiveDate,
      months: [...new Set(items.filter((i) => i.contractId === contract.id).map((i) => i.month))].sort((a, b) => a - b),
      price: contract.price,
      contributedPrice: contract.contributedPrice,
      finalPrice: contract.price - contract.contributedPrice,
    })),
  };
}

/** The contract PDF of an acceptance link's purchase, as it stands now. */
export async function acceptanceContractPdf(
  { db, clock, storage }: Pick<ServiceDeps, 'db' | 'clock' | 'storage'>,
  company: CompanyRow,
  token: string,
  log: ContractLogoSource['log'],
): Promise<ContractDocument> {
  const purchase = await purchaseOf(db, company, token);
  const document = await contractDocument(db, {
    company,
    storage,
    log,
    userId: purchase.userId,
    contractIds: purchase.contractIds,
    planFigures: livePlanFigures({ db }, { companyId: company.id, id: purchase.userId }),
    today: clock.today(),
  });
  if (!document) throw new AcceptanceLinkInvalidError();
  return document;
}
