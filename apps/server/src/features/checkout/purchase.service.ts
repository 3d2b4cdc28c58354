import { bagOverview, contractExpiry } from '@flexplan/domain/catalogue';
import { cutOffDateForStart } from '@flexplan/domain/benefits/start-month';
import type { PurchaseResult } from '@flexplan/domain/contracts/checkout-api';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { ServiceDeps } from '../../service-deps';
import { findBenefitContractableBy } from '../benefits/benefits.service';
import { findUserBags } from '../contracts/bags.service';
import { listContractChargesOf, lockCartOf } from '../contracts/contracts.service';
import { NotFoundError } from '../../http/http-errors';
import { NothingToPurchaseError } from './checkout-errors';
import { findCheckoutUser, findPurchaseByKey, insertPurchase, listItems, listOwnContractsForCheckout, setContractState } from './checkout.repository';
import { conditionsInForce } from '../legal-texts/legal-texts.service';
import { conditionsLanguage } from './contract-document';
import type { ContractLogoSource } from './contract-logo';
import { contractMail } from './contract-mail';
import { cartPlanFigures } from './plan-figures';

/** Long enough to span one cut-off (a late acceptance moves the start), short enough not to linger. */
const LINK_DAYS = 30;

/**
 * POST /api/contracts/purchase (docs/product/cart-and-contracts.md §4, §5 Next step): in one transaction under the user's
 * lock, re-checks each cart item as of now (own, in the cart, of the user's collective and an
 * active product, not expired, the bags not overspent), moves the accepted ones to pending, and
 * queues ONE e-mail with the PDF and a single-use acceptance link. The same ids again answer the
 * same purchase and send nothing (double click, retry, two tabs).
 */
export async function purchaseCart(
  { db, clock, mail, config, storage }: Pick<ServiceDeps, 'db' | 'clock' | 'mail' | 'config' | 'storage'>,
  user: SessionUser,
  company: CompanyRow,
  ids: number[],
  log: ContractLogoSource['log'],
): Promise<PurchaseResult> {
  const contractKey = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const today = clock.today();
  const owner = { companyId: company.id, id: user.id };
  const planFigures = await cartPlanFigures({ db }, owner);
  return db.transaction(async (tx) => {
    await lockCartOf(tx, owner);
    const previous = await findPurchaseByKey(tx, company.id, user.id, contractKey);
    if (previous) return { purchaseId: previous.id, contracts: previous.contractIds, refused: previous.refused };

    const rows = await listOwnContractsForCheckout(tx, company.id, user.id, contractKey.split(',').map(Number));
    if (rows.length !== contractKey.split(',').length) throw new NotFoundError('contract');
    const bags = await findUserBags(tx, company.id, user.id);
    const overview = bags ? bagOverview(bags, await listContractChargesOf(tx, owner), { year: rows[0]!.contract.year }) : null;
    const items = await listItems(
      tx,
      company.id,
      rows.map((r) => r.contract.id),
    );

    const accepted: number[] = [];
    const refused: PurchaseResult['refused'] = [];
    for (const row of rows) {
      const { contract } = row;
      const own = items.filter((i) => i.contractId === contract.id);
      const refuse = (code: string) => refused.push({ id: contract.id, product: contract.category, code });
      if (contract.status !== 'cart') {
        refuse('CONTRACT_NOT_EDITABLE');
        continue;
      }
      if (!(await findBenefitContractableBy(tx, { ...owner, collectiveId: user.collectiveId }, contract.benefitId))) {
        refuse('NOT_ALLOWED_TO_HIRE');
        continue;
      }
      if (contractExpiry({ year: contract.year, items: own }, today, company.cutOffDay)?.isExpired ?? true) {
        refuse('EXPIRED');
        continue;
      }
      const line = row.line === 'Exent' ? overview?.flexible : overview?.top;
      if (line && line.total > 0 && line.spent > line.total) {
        refuse('PRICE_EXCEEDS_AVAILABLE');
        continue;
      }
      accepted.push(contract.id);
    }
    if (accepted.length === 0) throw new NothingToPurchaseError(refused);

    const token = newOpaqueToken();
    const buyer = await findCheckoutUser(tx, company.id, user.id);
    const purchaseId = await insertPurchase(tx, {
      companyId: company.id,
      userId: user.id,
      contractKey,
      contractIds: accepted,
      refused,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + LINK_DAYS * 86_400_000),
      // The company's own conditions in force, which this contract keeps whatever the company writes later.
      conditionsTextId: conditionsInForce(company, conditionsLanguage(buyer?.language ?? null)),
    });
    for (const id of accepted) {
      const own = items.filter((i) => i.contractId === id);
      const first = Math.min(...own.map((i) => i.month));
      const year = rows.find((r) => r.contract.id === id)!.contract.year;
      await setContractState(tx, company.id, id, {
        status: 'pending',
        signed: false,
        purchaseId,
        effectiveDate: `${year}-${String(first).padStart(2, '0')}-01`,
      });
    }
    const link = `${config.publicUrlTemplate.replace('{company}', company.slug)}/contracts/accept?token=${token}`;
    const deadline = acceptanceDeadline(
      accepted.map((id) => ({
        year: rows.find((r) => r.contract.id === id)!.contract.year,
        months: items.filter((i) => i.contractId === id).map((i) => i.month),
      })),
      company.cutOffDay,
      today,
    );
    await mail.send(
      tx,
      await contractMail(tx, { company, userId: user.id, contractIds: accepted, link, days: LINK_DAYS, deadline, planFigures, today, storage, log }),
    );
    return { purchaseId, contracts: accepted, refused };
  });
}

/**
 * The date before which the acceptance keeps the first month: the cut-off of the month before the
 * earliest start (`cutOffDateForStart`); after it the start moves a month (accept.service.ts). Null
 * when that date comes after the link expires, so the link's own expiry is the only deadline.
 */
function acceptanceDeadline(contracts: { year: number; months: number[] }[], cutOffDay: number, today: string): { date: string; start: string } | null {
  const starts = contracts.flatMap((c) => c.months.map((month) => ({ year: c.year, month })));
  if (starts.length === 0) return null;
  const first = starts.reduce((a, b) => (a.year * 12 + a.month <= b.year * 12 + b.month ? a : b));
  const date = cutOffDateForStart(first, cutOffDay);
  const expires = new Date(`${today}T00:00:00Z`);
  expires.setUTCDate(expires.getUTCDate() + LINK_DAYS);
  if (date > expires.toISOString().slice(0, 10)) return null;
  return { date, start: `${first.year}-${String(first.month).padStart(2, '0')}-01` };
}
