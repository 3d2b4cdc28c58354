import { AUDIT_CSV_MAX_ROWS, type AuditAction, type AuditCsvQuery, type AuditPage, type AuditQuery, type AuditTable } from '@flexplan/domain/audit/audit-api';
import { madridDayRange } from '@flexplan/domain/audit/audit-day-range';
import { maskAuditFields } from '@flexplan/domain/audit/mask-audit-fields';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { auditCsvOf } from './audit-csv';
import { companyUserExists, countAuditEntries, insertAuditEntry, listAuditEntries, type AuditFilter } from './audit.repository';

type Fields = Record<string, string | number | boolean | null | undefined>;

/** One change to record: who, on which company's row, and the fields it changed before and after. */
export interface AuditChange {
  companyId: number;
  actor: { id: number; role: UserRole };
  action: AuditAction;
  table: AuditTable;
  rowId: number;
  /** The employee the row belongs to (a contract's, a user's own); null for a company's row. */
  employeeId: number | null;
  before: Fields;
  after: Fields;
}

/**
 * The one writer of the audit log: every admin change and every sensitive change
 * of one's own account calls it inside the transaction that makes the change, so the entry exists
 * exactly when the change does. Passwords, tokens and personal IDs are masked whole and bank
 * accounts to their last four characters before anything is written.
 */
export async function recordAudit(db: DbOrTx, change: AuditChange): Promise<void> {
  await insertAuditEntry(db, {
    companyId: change.companyId,
    actorUserId: change.actor.id,
    actorRole: change.actor.role,
    action: change.action,
    tableName: change.table,
    rowId: change.rowId,
    subjectUserId: change.employeeId,
    before: maskAuditFields(change.before),
    after: maskAuditFields(change.after),
  });
}

function filterOf(actor: AdminActor, query: Omit<AuditCsvQuery, 'employeeId'>, employeeId?: number): AuditFilter {
  const { start, end } = madridDayRange(query.from, query.to);
  return { companyId: actor.companyId, employeeId, actorId: query.actorId, action: query.action, table: query.table, start, end };
}

async function pageOf({ db }: Pick<ServiceDeps, 'db'>, filter: AuditFilter, { page, pageSize }: AuditQuery): Promise<AuditPage> {
  const [items, total] = await Promise.all([listAuditEntries(db, filter, { offset: (page - 1) * pageSize, limit: pageSize }), countAuditEntries(db, filter)]);
  return { items, total, page, pageSize };
}

/** GET /api/admin/audit: a page of the company's log, newest first. */
export function listCompanyAudit(deps: Pick<ServiceDeps, 'db'>, actor: AdminActor, query: AuditQuery): Promise<AuditPage> {
  return pageOf(deps, filterOf(actor, query), query);
}

/** GET /api/admin/audit/employees/{id}: the entries about one of the company's people; 404 for anyone else's. */
export async function listEmployeeAudit(deps: Pick<ServiceDeps, 'db'>, actor: AdminActor, employeeId: number, query: AuditQuery): Promise<AuditPage> {
  if (!(await companyUserExists(deps.db, actor.companyId, employeeId))) throw new NotFoundError('user');
  return pageOf(deps, filterOf(actor, query, employeeId), query);
}

/** GET /api/admin/audit/csv: the matching entries, newest first, up to AUDIT_CSV_MAX_ROWS, as CSV. */
export async function exportAuditCsv({ db }: Pick<ServiceDeps, 'db'>, actor: AdminActor, query: AuditCsvQuery): Promise<string> {
  if (query.employeeId !== undefined && !(await companyUserExists(db, actor.companyId, query.employeeId))) throw new NotFoundError('user');
  const entries = await listAuditEntries(db, filterOf(actor, query, query.employeeId), { offset: 0, limit: AUDIT_CSV_MAX_ROWS });
  return auditCsvOf(entries);
}
