import { firstStartMonth } from '@flexplan/domain/catalogue';
import type { AcceptedContract, AcceptResult } from '@flexplan/domain/contracts/checkout-api';
import type { DbOrTx } from '../../db/client';
import type { CompanyRow } from '../../http/request-company';
import { hashToken } from '../../security/opaque-token';
import type { ServiceDeps } from '../../service-deps';
import { AcceptanceLinkExpiredError, AcceptanceLinkInvalidError } from './checkout-errors';
import {
  deleteItemsBefore,
  findPurchaseByToken,
  type PurchaseRow,
  listItems,
  listOwnContractsForCheckout,
  markPurchaseAccepted,
  setContractState,
} from './checkout.repository';
import { lateAcceptanceMail } from './contract-mail';

/** The answer to a repeated acceptance: what became of each contract, changing nothing. */
async function alreadyAccepted(db: DbOrTx, companyId: number, purchase: PurchaseRow): Promise<AcceptResult> {
  const rows = await listOwnContractsForCheckout(db, companyId, purchase.userId, purchase.contractIds);
  const contracts = rows.map(({ contract }) => ({
    id: contract.id,
    product: contract.category,
    status: contract.status === 'contracted' || contract.status === 'pending' ? contract.status : ('cancelled' as const),
    effectiveDate: contract.effectiveDate,
    droppedMonths: [],
  }));
  return { contracts, alreadyAccepted: true };
}

/** A product that needs documents or answers is reviewed by an administrator after acceptance (spec part 2 §4). */
const needsReview = (r: { isDocumentRequired: boolean; isQuestionsRequired: boolean; questionnaireEnabled: boolean }) =>
  r.isDocumentRequired || r.isQuestionsRequired || r.questionnaireEnabled;

/**
 * The acceptance link (public: the token is the proof). Accepted once, expiring; a repeated press
 * answers what the first did and changes nothing. Accepted before the cut-off, each contract starts as planned; after it, the first month moves to the one
 * `firstStartMonth` gives, the lost months are dropped, the price recomputed, and a second e-mail
 * says so (docs/decisions.md). Changes of a contracted contract replace the old one here.
 */
export async function acceptPurchase(
  { db, clock, mail }: Pick<ServiceDeps, 'db' | 'clock' | 'mail'>,
  company: CompanyRow,
  token: string,
): Promise<AcceptResult> {
  const today = clock.today();
  const start = firstStartMonth(today, company.cutOffDay);
  return db.transaction(async (tx) => {
    const purchase = await findPurchaseByToken(tx, company.id, hashToken(token));
    if (!purchase) throw new AcceptanceLinkInvalidError();
    if (purchase.acceptedAt) return alreadyAccepted(tx, company.id, purchase);
    if (purchase.expiresAt.getTime() < clock.now().getTime()) throw new AcceptanceLinkExpiredError();
    // Another request accepted it first (a double click): answer what that one did.
    if (!(await markPurchaseAccepted(tx, company.id, purchase.id))) return alreadyAccepted(tx, company.id, purchase);

    const rows = await listOwnContractsForCheckout(tx, company.id, purchase.userId, purchase.contractIds);
    const items = await listItems(tx, company.id, purchase.contractIds);
    const accepted: AcceptedContract[] = [];
    for (const row of rows) {
      const { contract } = row;
      if (contract.status !== 'pending' || contract.signed) continue;
      const firstKept = contract.year < start.year ? 13 : contract.year > start.year ? 1 : start.month;
      const own = items.filter((i) => i.contractId === contract.id);
      const kept = own.filter((i) => i.month >= firstKept);
      const droppedMonths = [...new Set(own.filter((i) => i.month < firstKept).map((i) => i.month))].sort((a, b) => a - b);
      if (droppedMonths.length > 0) await deleteItemsBefore(tx, company.id, contract.id, firstKept);
      const price = kept.reduce((s, i) => s + i.price, 0);
      const contributedPrice = kept.reduce((s, i) => s + i.contributedPrice, 0);
      const status = kept.length === 0 ? 'cancelled' : needsReview(row) ? 'pending' : 'contracted';
      const firstMonth = kept.length > 0 ? Math.min(...kept.map((i) => i.month)) : null;
      const effectiveDate = firstMonth ? `${contract.year}-${String(firstMonth).padStart(2, '0')}-01` : contract.effectiveDate;
      await setContractState(tx, company.id, contract.id, {
        status,
        signed: true,
        acceptedAt: clock.now(),
        effectiveDate,
        price,
        contributedPrice,
        finalPrice: price - contributedPrice,
        userBag: Math.min(contract.userBag, price - contributedPrice),
      });
      if (contract.replacesContractId && status !== 'cancelled') await setContractState(tx, company.id, contract.replacesContractId, { status: 'cancelled' });
      accepted.push({ id: contract.id, product: contract.category, status, effectiveDate, droppedMonths });
    }
    const moved = accepted.filter((a) => a.droppedMonths.length > 0);
    if (moved.length > 0) {
      const late = await lateAcceptanceMail(tx, { company, userId: purchase.userId, startDate: `${start.year}-${String(start.month).padStart(2, '0')}-01` });
      if (late) await mail.send(tx, late);
    }
    return { contracts: accepted, alreadyAccepted: false };
  });
}
