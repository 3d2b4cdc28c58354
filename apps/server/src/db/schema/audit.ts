import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditFields, AuditTable } from '@flexplan/domain/audit/audit-api';
import type { UserRole } from '@flexplan/domain/profile/profile-api';
import { companies } from './companies';
import { users } from './users';

/**
 * The audit log: who changed which row of which company, when, and the fields
 * before and after, sensitive values masked before they are written. Append-only: a trigger of
 * the migration refuses UPDATE, DELETE and TRUNCATE, whoever connects.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // A platform operator's row is in the platform company, not in this one.
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    actorRole: text('actor_role').$type<UserRole>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    tableName: text('table_name').$type<AuditTable>().notNull(),
    rowId: integer('row_id').notNull(),
    // The employee the row belongs to: the per-employee page reads by it.
    subjectUserId: integer('subject_user_id').references(() => users.id),
    before: jsonb('before').$type<AuditFields>().notNull(),
    after: jsonb('after').$type<AuditFields>().notNull(),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at),
    index('audit_log_company_subject_at_idx').on(t.companyId, t.subjectUserId, t.at),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_subject_idx').on(t.subjectUserId),
  ],
);
