import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditFields, AuditTable } from '@flexplan/domain/audit/audit-api';
import type { DbOrTx } from '../../db/client';
import { auditLog, users, type UserRole } from '../../db/schema/index';

/** One row to append; sensitive values are masked by the service before they get here. */
export interface AuditRow {
  companyId: number;
  actorUserId: number;
  actorRole: UserRole;
  action: AuditAction;
  tableName: AuditTable;
  rowId: number;
  subjectUserId: number | null;
  before: AuditFields;
  after: AuditFields;
}

export async function insertAuditEntry(db: DbOrTx, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** What a read of the log filters by: always the company; the rest when given. */
export interface AuditFilter {
  companyId: number;
  employeeId?: number;
  actorId?: number;
  action?: AuditAction;
  table?: AuditTable;
  start?: Date;
  end?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.companyId, f.companyId),
    f.employeeId === undefined ? undefined : eq(auditLog.subjectUserId, f.employeeId),
    f.actorId === undefined ? undefined : eq(auditLog.actorUserId, f.actorId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.table === undefined ? undefined : eq(auditLog.tableName, f.table),
    f.start === undefined ? undefined : gte(auditLog.at, f.start),
    f.end === undefined ? undefined : lt(auditLog.at, f.end),
  );
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** A page of the company's entries, newest first, with the names of who acted and whose row it was. */
export function listAuditEntries(db: DbOrTx, filter: AuditFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      companyId: auditLog.companyId,
      actorId: auditLog.actorUserId,
      // The actor may be a platform operator of another company: joined by id alone.
      actorName: sql<string>`${actor.firstName} || ' ' || ${actor.lastName1}`,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      table: auditLog.tableName,
      rowId: auditLog.rowId,
      employeeId: auditLog.subjectUserId,
      employeeName: sql<string | null>`${subject.firstName} || ' ' || ${subject.lastName1}`,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, and(eq(subject.id, auditLog.subjectUserId), eq(subject.companyId, auditLog.companyId)))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return Number(row?.n ?? 0);
}

/** Whether the user is one of the company's people (the per-employee page answers 404 otherwise). */
export async function companyUserExists(db: DbOrTx, companyId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return rows.length > 0;
}
