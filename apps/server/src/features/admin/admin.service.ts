import { DomainError, isLanguage, type Language } from '@flexplan/domain';
import type { BulkApproveResult } from '@flexplan/domain/contracts/admin-contract-review-api';
import { adminReviewMoves, type AdminReviewAction } from '@flexplan/domain/contracts/admin-review-actions';
import { ADMIN_MONTH_PATTERN, type AdminContractPage } from '@flexplan/domain/contracts/admin-contracts-api';
import type { AuditAction } from '@flexplan/domain/audit/audit-api';
import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import type { ContractListState } from '@flexplan/domain/contracts/contract-list-state';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import {
  listCompanyContracts,
  lockCompanyContract,
  monthTotalOfCompanyContracts,
  totalCompanyContracts,
  transitionContract,
  type ContractFilter,
} from './admin.repository';
import { findReviewRecipient } from './admin-review.repository';
import { contractReviewMail } from './contract-review-mail';

export class ContractStateError extends DomainError {
  constructor() {
    super('CONTRACT_STATE', 'El contrato no está en un estado que permita esta acción');
  }
}

// Who may call these (a company administrator, or a platform operator switched to the company) is
// the admin guard's to say (plugins/admin-guard.ts); the actor's companyId is the company acted on.

/** What GET /api/admin/contracts takes: the state, the filters and the page. */
export interface ContractListQuery {
  status: ContractListState;
  category?: CategoryAlias;
  month?: string;
  collectiveId?: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/contracts: a page of the company's contracts in one state of My contracts, oldest
 * change first, narrowed by category, month and collective, with how many match and what they add up to.
 */
export async function listContractsInStatus({ db }: Pick<ServiceDeps, 'db'>, { companyId }: AdminActor, query: ContractListQuery): Promise<AdminContractPage> {
  const { status, category, collectiveId, page, pageSize } = query;
  const [, year, month] = query.month?.match(ADMIN_MONTH_PATTERN) ?? [];
  const filter: ContractFilter = { state: status, category, collectiveId, month: year && month ? { year: Number(year), month: Number(month) } : undefined };
  const [items, total, monthPrice] = await Promise.all([
    listCompanyContracts(db, companyId, filter, { offset: (page - 1) * pageSize, limit: pageSize }),
    totalCompanyContracts(db, companyId, filter),
    filter.month ? monthTotalOfCompanyContracts(db, companyId, { ...filter, month: filter.month }) : null,
  ]);
  return { items, total: total.count, totalPrice: total.price, monthPrice, page, pageSize };
}

/** The person's own language, else the company's first, else Spanish: the one their e-mails are written in. */
function languageOf(own: string | null, companyLanguages: readonly string[]): Language {
  if (isLanguage(own)) return own;
  return companyLanguages.find(isLanguage) ?? 'es';
}

type ReviewDeps = Pick<ServiceDeps, 'db' | 'mail'>;

/** Pending review → contracted: only a signed (accepted) contract; the employee is e-mailed. */
export function approveContract(deps: ReviewDeps, actor: AdminActor, id: number) {
  return transition(deps, actor, id, 'approve', null);
}

/** Pending review → cancelled, with the reason the employee is e-mailed. */
export function rejectContract(deps: ReviewDeps, actor: AdminActor, id: number, reason: string) {
  return transition(deps, actor, id, 'reject', reason);
}

/** Pending or contracted → cancelled, with the reason the employee is e-mailed. */
export function cancelContract(deps: ReviewDeps, actor: AdminActor, id: number, reason: string) {
  return transition(deps, actor, id, 'cancel', reason);
}

/**
 * Approves each contract in its own transaction, in the order given, and says what became of each, in that order:
 * one another administrator moved first, or of another company, does not undo the others
 * (docs/decisions/403-bulk-approval-reports-per-contract.md).
 */
export async function bulkApproveContracts(deps: ReviewDeps, actor: AdminActor, ids: number[]): Promise<BulkApproveResult> {
  const outcomes: BulkApproveResult['outcomes'] = [];
  for (const id of ids) {
    try {
      await approveContract(deps, actor, id);
      outcomes.push('approved');
    } catch (error) {
      if (error instanceof NotFoundError) outcomes.push('notFound');
      else if (error instanceof ContractStateError) outcomes.push('notAllowed');
      else throw error;
    }
  }
  return { outcomes, approved: outcomes.filter((o) => o === 'approved').length };
}

const auditActionOf = { approve: 'contract.approved', reject: 'contract.rejected', cancel: 'contract.cancelled' } as const satisfies Record<
  AdminReviewAction,
  AuditAction
>;

/**
 * One transaction: the contract is locked, then the update names the states it may start from
 * (packages/domain/src/contracts/admin-review-actions.ts), so what it checked is what it changed;
 * another company's or an unknown contract is a 404 (ids are not probed) and one of the company's
 * in another state a 409 CONTRACT_STATE, changing nothing. The change is audited, with the reason,
 * and the employee's e-mail queued in the outbox, in the same transaction.
 */
async function transition({ db, mail }: ReviewDeps, actor: AdminActor, id: number, action: AdminReviewAction, reason: string | null) {
  const { companyId } = actor;
  const { from, to } = adminReviewMoves[action];
  return db.transaction(async (tx) => {
    const before = await lockCompanyContract(tx, companyId, id);
    if (!before) throw new NotFoundError('contract');
    if (!(await transitionContract(tx, companyId, id, from, to))) throw new ContractStateError();
    await recordAudit(tx, {
      companyId,
      actor,
      action: auditActionOf[action],
      table: 'contracts',
      rowId: id,
      employeeId: before.userId,
      before: { status: before.status, signed: before.signed },
      after: { status: to, signed: before.signed, ...(reason === null ? {} : { reason }) },
    });
    const recipient = await findReviewRecipient(tx, companyId, id);
    if (recipient?.email)
      await mail.send(
        tx,
        contractReviewMail({
          action,
          reason,
          to: recipient.email,
          firstName: recipient.firstName,
          language: languageOf(recipient.language, recipient.companyLanguages),
          companyId,
          companyName: recipient.companyName,
          benefitName: recipient.benefitName,
          year: recipient.year,
        }),
      );
    return { id, status: to };
  });
}
