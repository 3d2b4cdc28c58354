import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { EmployeeRecordInput } from '@flexplan/domain/employees/employee-record-schema';
import type {
  EmployeeSort,
  EmployeeStatus,
  employeeDetailSchema,
  employeeListItemSchema,
  employeeOptionsSchema,
  employeePageSchema,
} from '@flexplan/domain/employees/employees-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type EmployeeListItem = ResponseOf<typeof employeeListItemSchema>;
export type EmployeePage = ResponseOf<typeof employeePageSchema>;
export type EmployeeDetail = ResponseOf<typeof employeeDetailSchema>;
export type EmployeeOptions = ResponseOf<typeof employeeOptionsSchema>;

/** The list as the address keeps it (?q=&collective=&office=&entity=&status=&sort=&order=&page=). */
export interface EmployeeFilters {
  q?: string;
  collectiveId?: number;
  officeId?: number;
  legalEntityId?: number;
  status?: EmployeeStatus;
  sort: EmployeeSort;
  order: 'asc' | 'desc';
  page: number;
}

/** Rows a page. */
export const EMPLOYEES_PAGE_SIZE = 50;

/** Every employees query of the session; any change refreshes them, and the audit log (same admin prefix). */
const employeesKey = [...queryKeys.session, 'admin', 'employees'] as const;

/** GET /admin/employees: a page of the company's people; the page shown stays while the next one loads. */
export function useEmployees(filters: EmployeeFilters) {
  return useQuery({
    queryKey: [...employeesKey, 'list', filters],
    queryFn: ({ signal }) => api.get('/admin/employees', { query: { ...filters, pageSize: EMPLOYEES_PAGE_SIZE }, signal, notifyOnError: false }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/employees/options: the company's collectives, offices and legal entities. */
export function useEmployeeOptions() {
  return useQuery({
    queryKey: [...employeesKey, 'options'],
    queryFn: ({ signal }) => api.get('/admin/employees/options', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/employees/{id}, for the edit form; off until an id is chosen. */
export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: [...employeesKey, 'detail', id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get('/admin/employees/:id', { params: { id }, signal }),
  });
}

/** POST /admin/employees (no id) or PUT /admin/employees/{id}; the form shows the 400's and 409's fields itself. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, record }: { id: number | null; record: EmployeeRecordInput }) =>
      id === null
        ? api.post('/admin/employees', record, { notifyOnError: false })
        : api.put('/admin/employees/:id', record, { params: { id }, notifyOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}

export type AccountAction = 'deactivate' | 'reactivate' | 'deprecate-password';

/** POST /admin/employees/{id}/deactivate, /reactivate or /deprecate-password. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AccountAction }) => api.post(`/admin/employees/:id/${action}`, undefined, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}
