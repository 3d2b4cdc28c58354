import { Alert, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractListStateLabels } from '@flexplan/domain/contracts/contract-list-state';
import { isApiError } from '../../../shared/api/api-error';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { ADMIN_PAGE_SIZE, adminStatuses, useAdminContracts, type AdminStatus } from '../api/admin-contracts';
import { AdminContractsTable } from './admin-contracts-table';

function isAdminStatus(value: string | null): value is AdminStatus {
  return (adminStatuses as readonly string[]).includes(value ?? '');
}

/** A page number of the address (?page=3), 1 when absent or not one. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The review of the company's contracts, one tab per state of My contracts and by its label
 * (contract-list-state.ts), a page at a time (the tab and the page in the URL: ?tab=contracted&page=2).
 */
export function AdminContracts() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const status: AdminStatus = isAdminStatus(tab) ? tab : 'pending';
  const page = pageOf(searchParams.get('page'));
  const contracts = useAdminContracts(status, page);
  const pageCount = Math.ceil((contracts.data?.total ?? 0) / ADMIN_PAGE_SIZE);
  const goToPage = (next: number) => setSearchParams({ ...(status === 'pending' ? {} : { tab: status }), ...(next === 1 ? {} : { page: String(next) }) });

  // The admin guard answers anyone else 404, as for a page that does not exist; 403 was its answer before.
  if (isApiError(contracts.error) && (contracts.error.status === 404 || contracts.error.status === 403)) {
    return (
      <Alert color="red" variant="light" icon={<IconLock size={20} aria-hidden />} title={t('admin.forbidden.title')} data-testid="admin-forbidden">
        {t('admin.forbidden.message')}
      </Alert>
    );
  }

  return (
    <Tabs value={status} onChange={(value) => isAdminStatus(value) && setSearchParams(value === 'pending' ? {} : { tab: value }, { replace: true })}>
      <Tabs.List>
        {adminStatuses.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {t(contractListStateLabels[s])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {adminStatuses.map((s) => (
        <Tabs.Panel key={s} value={s} pt="md">
          {s !== status ? null : contracts.isPending ? (
            <ListSkeleton label={t('admin.loading')} rows={4} columns={6} withBorder testId="admin-skeleton" />
          ) : contracts.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('admin.loadFailed')}
            </Alert>
          ) : (
            <Stack gap="md">
              <AdminContractsTable status={s} contracts={contracts.data.items} />
              {pageCount > 1 && (
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" c="dimmed" data-testid="admin-total">
                    {t('admin.pagination.total', { count: contracts.data.total, formatted: contracts.data.total.toLocaleString(i18n.language) })}
                  </Text>
                  <nav aria-label={t('admin.pagination.label')}>
                    <Pagination
                      total={pageCount}
                      value={Math.min(page, pageCount)}
                      onChange={goToPage}
                      siblings={1}
                      getItemProps={(item) => ({ 'aria-label': t('admin.pagination.page', { page: item }) })}
                      getControlProps={(control) => ({ 'aria-label': t(`admin.pagination.${control}`) })}
                      data-testid="admin-pagination"
                    />
                  </nav>
                </Group>
              )}
            </Stack>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
