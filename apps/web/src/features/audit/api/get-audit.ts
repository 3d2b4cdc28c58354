import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { auditEntrySchema, auditPageSchema, AuditAction, AuditTable } from '@flexplan/domain/audit/audit-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type AuditEntry = ResponseOf<typeof auditEntrySchema>;
export type AuditPage = ResponseOf<typeof auditPageSchema>;

/** The filters of the audit page, as the address keeps them (?action=&table=&from=&to=&actor=&employee=). */
export interface AuditFilters {
  action?: AuditAction;
  table?: AuditTable;
  from?: string;
  to?: string;
  actorId?: number;
  employeeId?: number;
}

/** Entries a page: the server's default. */
export const AUDIT_PAGE_SIZE = 50;

/** Every audit query of the session: a company switch or an admin change refreshes them all. */
export const auditKey = [...queryKeys.session, 'admin', 'audit'] as const;

function queryOf({ employeeId: _employee, ...filters }: AuditFilters): Record<string, string | number | undefined> {
  return { ...filters };
}

/**
 * GET /admin/audit, or /admin/audit/employees/{id} when the filters name an employee: a page of the
 * company's log, newest first. The page shown stays while the next one loads.
 */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: [...auditKey, filters, page],
    queryFn: ({ signal }) => {
      const options = { query: { ...queryOf(filters), page, pageSize: AUDIT_PAGE_SIZE }, signal, notifyOnError: false };
      const { employeeId } = filters;
      return employeeId === undefined ? api.get('/admin/audit', options) : api.get('/admin/audit/employees/:id', { ...options, params: { id: employeeId } });
    },
    placeholderData: keepPreviousData,
  });
}

/** The path of GET /admin/audit/csv for these filters (the download sends the session in its header). */
export function auditCsvPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/admin/audit/csv${search ? `?${search}` : ''}`;
}
