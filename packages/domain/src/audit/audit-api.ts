import { z } from 'zod';
import { idParamSchema } from '../validation/id-schema';
import { validationMessages as m } from '../validation/messages';
import { userRoles } from '../profile/profile-api';
import { isCalendarDay } from './audit-day-range';

/**
 * What the audit log records: every administrator's change, the platform
 * operator's company switches, and the employee's own sensitive changes.
 */
export const auditActions = [
  'contract.approved',
  'contract.cancelled',
  'company.switched',
  'company.created',
  'company.maintenanceChanged',
  'employee.welcomeSent',
  'profile.emailChanged',
  'profile.bankAccountChanged',
  'account.passwordChanged',
  'employee.created',
  'employee.updated',
  'employee.deactivated',
  'employee.reactivated',
  'employee.passwordDeprecated',
  'employee.productsChanged',
  'employees.imported',
  // The Company section: settings, images, maintenance and the structure.
  'company.settingsChanged',
  'company.logoChanged',
  'company.backgroundChanged',
  'legalEntity.created',
  'legalEntity.renamed',
  'legalEntity.merged',
  'legalEntity.deleted',
  'office.created',
  'office.renamed',
  'office.merged',
  'office.deleted',
  'collective.created',
  'collective.renamed',
  'collective.merged',
  'collective.deleted',
  'menuItem.created',
  'menuItem.updated',
  'menuItem.deleted',
  'menuItem.reordered',
  // A company's own legal texts (docs/product/back-office.md §6 Legal texts).
  'company.legalTextChanged',
  // An employee's own documents (docs/decisions/083-employee-deletes-own-documents.md).
  'document.deleted',
  // The News section (docs/product/back-office.md §8 News).
  'news.created',
  'news.updated',
  'news.deleted',
  // The administrator's review of contracts and the documents they file for an employee (docs/product/back-office.md §3).
  'contract.rejected',
  'document.filedByAdmin',
  // The platform's tax years (docs/decisions/433-tax-year-changes-audited-in-the-platform.md).
  'taxYear.updated',
  'taxYear.copied',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The tables whose rows an entry names. */
export const auditTables = [
  'contracts',
  'companies',
  'users',
  'legal_entities',
  'offices',
  'collectives',
  'menu_items',
  'documents',
  'news_messages',
  'tax_year_parameters',
] as const;
export type AuditTable = (typeof auditTables)[number];

const isoDate = z.string({ message: m.date }).refine(isCalendarDay, { message: m.date });

const auditFilterShape = {
  actorId: idParamSchema.optional().describe('Only the entries this user wrote.'),
  action: z.enum(auditActions, { message: m.invalid }).optional(),
  table: z.enum(auditTables, { message: m.invalid }).optional(),
  from: isoDate.optional().describe('First day (Europe/Madrid), inclusive.'),
  to: isoDate.optional().describe('Last day (Europe/Madrid), inclusive.'),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** `GET /api/admin/audit` and `/api/admin/audit/employees/{id}`: filters, newest first, 50 a page. */
export const auditQuerySchema = z
  .object({
    ...auditFilterShape,
    page: z.coerce.number({ message: m.integer }).int({ message: m.integer }).min(1, { message: m.min }).max(1_000_000, { message: m.max }).default(1),
    pageSize: z.coerce.number({ message: m.integer }).int({ message: m.integer }).min(1, { message: m.min }).max(200, { message: m.max }).default(50),
  })
  .refine(fromNotAfterTo, { path: ['to'], message: m.invalid });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** `GET /api/admin/audit/csv`: the same filters, every matching entry (up to the export cap), optionally one employee's. */
export const auditCsvQuerySchema = z
  .object({ ...auditFilterShape, employeeId: idParamSchema.optional().describe('Only the entries about this employee.') })
  .refine(fromNotAfterTo, { path: ['to'], message: m.invalid });
export type AuditCsvQuery = z.output<typeof auditCsvQuerySchema>;

/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

/** The fields an entry shows before and after the change; sensitive values are masked before they are stored (mask-audit-fields.ts). */
export const auditFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditFields = z.output<typeof auditFieldsSchema>;

/** One entry of the audit log. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.date(),
    companyId: z.number().int(),
    actorId: z.number().int(),
    actorName: z.string(),
    actorRole: z.enum(userRoles),
    action: z.enum(auditActions),
    table: z.enum(auditTables),
    rowId: z.number().int(),
    employeeId: z.number().int().nullable().describe('The employee the row belongs to, when it belongs to one.'),
    employeeName: z.string().nullable(),
    before: auditFieldsSchema,
    after: auditFieldsSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** One page of the log, newest first, and how many entries match in all. */
export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.output<typeof auditPageSchema>;
