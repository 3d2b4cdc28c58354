import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../company/company.repository';
import { hashToken } from '../auth/opaque-token';
import { AcceptanceLinkInvalidError } from './checkout-errors';
import { contractDocument, type ContractDocument } from './contract-document';
import { findPurchaseByToken, listItems, listOwnContractsForCheckout } from './checkout.repository';

export interface PreviewedContract {
  id: number;
  /** The category alias. */
  product: string;
  /** The benefit's name per language. */
  name: Partial<Record<string, string>>;
  status: 'cart' | 'pending' | 'contracted' | 'cancelled';
  effectiveDate: string | null;
  months: number[];
  price: number;
  contributedPrice: number;
  finalPrice: number;
}

export interface AcceptancePreview {
  /** open: can be accepted; accepted: already was (the contracts show what became of them); expired. */
  state: 'open' | 'accepted' | 'expired';
  expiresAt: string;
  contracts: PreviewedContract[];
}

/**
 * What an acceptance link would accept, read only: the page shows it and accepts only when the
 * employee presses the button, so a mail scanner that opens the link signs nothing (docs/decisions.md).
 */
export function createAcceptancePreview(app: FastifyInstance) {
  const db = () => app.database.db;
  async function purchaseOf(company: CompanyRow, token: string) {
    const purchase = await findPurchaseByToken(db(), company.id, hashToken(token));
    if (!purchase) throw new AcceptanceLinkInvalidError();
    return purchase;
  }

  return {
    async preview(company: CompanyRow, token: string): Promise<AcceptancePreview> {
      const purchase = await purchaseOf(company, token);
      const rows = await listOwnContractsForCheckout(db(), company.id, purchase.userId, purchase.contractIds);
      const items = await listItems(db(), company.id, purchase.contractIds);
      const state = purchase.acceptedAt ? 'accepted' : purchase.expiresAt.getTime() < app.now().getTime() ? 'expired' : 'open';
      return {
        state,
        expiresAt: purchase.expiresAt.toISOString(),
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
    },

    /** The contract PDF of the link's purchase, as it stands now. */
    async pdf(company: CompanyRow, token: string): Promise<ContractDocument> {
      const purchase = await purchaseOf(company, token);
      const document = await contractDocument(db(), { company, userId: purchase.userId, contractIds: purchase.contractIds });
      if (!document) throw new AcceptanceLinkInvalidError();
      return document;
    },
  };
}
