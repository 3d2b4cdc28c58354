import { employeeSorts, employeeStatuses, type EmployeeSort, type EmployeeStatus } from '@flexplan/domain/employees/employees-api';
import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { EMPLOYEES_PAGE_SIZE, useEmployeeOptions, useEmployees, type AccountAction, type EmployeeFilters as Filters } from '../api/employees';
import { ConfirmAccountAction } from './confirm-account-action';
import { EmployeeFilters } from './employee-filters';
import { EmployeeFormDrawer } from './employee-form-drawer';
import { EmployeeProductsModal } from './employee-products-modal';
import { EmployeesTable, fullName } from './employees-table';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string | null) => ((list as readonly string[]).includes(value ?? '') ? (value as T) : undefined);

/** The list as the address keeps it (?section=employees&q=&collective=&office=&entity=&status=&sort=&order=&page=). */
function filtersOf(params: URLSearchParams): Filters {
  return {
    q: params.get('q') || undefined,
    collectiveId: idOf(params.get('collective')),
    officeId: idOf(params.get('office')),
    legalEntityId: idOf(params.get('entity')),
    status: oneOf<EmployeeStatus>(employeeStatuses, params.get('status')),
    sort: oneOf<EmployeeSort>(employeeSorts, params.get('sort')) ?? 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: idOf(params.get('page')) ?? 1,
  };
}

function paramsOf(filters: Filters): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ['section', 'employees'],
    ['q', filters.q],
    ['collective', filters.collectiveId],
    ['office', filters.officeId],
    ['entity', filters.legalEntityId],
    ['status', filters.status],
    ['sort', filters.sort === 'name' ? undefined : filters.sort],
    ['order', filters.order === 'asc' ? undefined : filters.order],
    ['page', filters.page === 1 ? undefined : filters.page],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}

/**
 * The company's people: search, filters, sorting and the page in the address; create
 * and edit in a drawer; deactivate, reactivate and deprecate a password after a confirmation.
 */
export default function EmployeesAdmin() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const employees = useEmployees(filters);
  const options = useEmployeeOptions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [productsOf, setProductsOf] = useState<{ id: number; name: string } | null>(null);
  const [account, setAccount] = useState<{ id: number; action: AccountAction; name: string } | null>(null);
  const go = useCallback((next: Filters) => setParams(paramsOf(next), { replace: true }), [setParams]);
  const pageCount = Math.ceil((employees.data?.total ?? 0) / EMPLOYEES_PAGE_SIZE);
  const handleSort = (sort: EmployeeSort) => go({ ...filters, sort, order: filters.sort === sort && filters.order === 'asc' ? 'desc' : 'asc', page: 1 });

  return (
    <Stack gap="md" data-testid="employees-admin">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('employees.title')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} data-testid="employee-create">
          {t('employees.actions.create')}
        </Button>
      </Group>
      <EmployeeFilters filters={filters} options={options.data} onChange={go} />
      {employees.isPending ? (
        <ListSkeleton label={t('employees.loading')} rows={4} columns={6} withBorder testId="employees-skeleton" />
      ) : employees.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('employees.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="employees-total" aria-live="polite">
            {t('employees.total', { count: employees.data.total, formatted: employees.data.total.toLocaleString(i18n.language) })}
          </Text>
          <EmployeesTable
            employees={employees.data.items}
            options={options.data}
            filters={filters}
            onSort={handleSort}
            onEdit={setEditing}
            onProducts={(id, name) => setProductsOf({ id, name })}
            onAccount={(e, action) => setAccount({ id: e.id, action, name: fullName(e) })}
          />
          {pageCount > 1 && (
            <nav aria-label={t('employees.pages')}>
              <Pagination
                total={pageCount}
                value={Math.min(filters.page, pageCount)}
                onChange={(page) => go({ ...filters, page })}
                siblings={1}
                getItemProps={(item) => ({ 'aria-label': t('admin.pagination.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`admin.pagination.${control}`) })}
                data-testid="employees-pagination"
              />
            </nav>
          )}
        </Stack>
      )}
      <EmployeeFormDrawer target={editing} onClose={() => setEditing(null)} />
      <EmployeeProductsModal target={productsOf} onClose={() => setProductsOf(null)} />
      <ConfirmAccountAction target={account} onClose={() => setAccount(null)} />
    </Stack>
  );
}
