import { formatMoney } from '@flexplan/domain';
import { Alert, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractListStateLabels } from '@flexplan/domain/contracts/contract-list-state';
import { isApiError } from '../../../shared/api/api-error';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { ADMIN_PAGE_SIZE, adminStatuses, useAdminContracts, type AdminContractFilters, type AdminStatus } from '../api/admin-contracts';
import { AdminContractFiltersBar } from './admin-contract-filters';
import { AdminContractsTable } from './admin-contracts-table';

// Shown once a contract is chosen: its own chunk, as the review's.
const BulkApproveBar = lazy(() => import('./bulk-approve-bar').then(({ BulkApproveBar }) => ({ default: BulkApproveBar })));
// Opened from a row: the panel, its previews and its upload stay out of the list's first download.
const ContractReviewPanel = lazy(() => import('./contract-review-panel').then(({ ContractReviewPanel }) => ({ default: ContractReviewPanel })));

function isAdminStatus(value: string | null): value is AdminStatus {
  return (adminStatuses as readonly string[]).includes(value ?? '');
}

/** A page number of the address (?page=3), 1 when absent or not one. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters of the address (?category=gym&month=2027-03&collective=4); a value that is none of them is left out. */
function filtersOf(params: URLSearchParams): AdminContractFilters {
  const collective = Number(params.get('collective'));
  const month = params.get('month') ?? '';
  return {
    category: (params.get('category') || undefined) as AdminContractFilters['category'],
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    collectiveId: Number.isInteger(collective) && collective > 0 ? collective : undefined,
  };
}

/** The address's parameters of the filters, none for a filter not set. */
function filterParams(filters: AdminContractFilters): Record<string, string> {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.collectiveId ? { collective: String(filters.collectiveId) } : {}),
  };
}

/**
 * The review of the company's contracts, one tab per state of My contracts and by its label
 * (contract-list-state.ts), filtered by category, month and collective, with their totals, a page at
 * a time (the tab, the filters and the page in the URL: ?tab=contracted&month=2027-03&page=2); a
 * row opens the contract's review, and the pending ones can be approved together.
 */
export function AdminContracts() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const status: AdminStatus = isAdminStatus(tab) ? tab : 'pending';
  const page = pageOf(searchParams.get('page'));
  const filters = filtersOf(searchParams);
  const contracts = useAdminContracts(status, page, filters);
  const pageCount = Math.ceil((contracts.data?.total ?? 0) / ADMIN_PAGE_SIZE);
  const tabParams = (s: AdminStatus): Record<string, string> => (s === 'pending' ? {} : { tab: s });
  const goToPage = (next: number) => setSearchParams({ ...tabParams(status), ...filterParams(filters), ...(next === 1 ? {} : { page: String(next) }) });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reviewing, setReviewing] = useState<number | null>(null);
  // Mounted from its first opening on, so that closing it still plays its transition.
  const [hasReviewPanel, setHasReviewPanel] = useState(false);
  if (reviewing !== null && !hasReviewPanel) setHasReviewPanel(true);
  // Merged into the address as last written, not as this render read it: two filters changed in a
  // row, before the page renders again, both stay.
  const written = useRef(searchParams);
  const read = useRef(searchParams);
  if (read.current !== searchParams) {
    read.current = searchParams;
    written.current = searchParams;
  }
  const changeFilters = (change: Partial<AdminContractFilters> | null) => {
    setSelected(new Set());
    const tab = written.current.get('tab');
    const next = new URLSearchParams({ ...(tab ? { tab } : {}), ...filterParams(change === null ? {} : { ...filtersOf(written.current), ...change }) });
    written.current = next;
    setSearchParams(next, { replace: true });
  };
  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The admin guard answers anyone else 404, as for a page that does not exist; 403 was its answer before.
  if (isApiError(contracts.error) && (contracts.error.status === 404 || contracts.error.status === 403)) {
    return (
      <Alert color="red" variant="light" icon={<IconLock size={20} aria-hidden />} title={t('admin.forbidden.title')} data-testid="admin-forbidden">
        {t('admin.forbidden.message')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <AdminContractFiltersBar filters={filters} onChange={changeFilters} />
      <Tabs
        value={status}
        onChange={(value) => {
          if (!isAdminStatus(value)) return;
          setSelected(new Set());
          setSearchParams({ ...tabParams(value), ...filterParams(filters) }, { replace: true });
        }}
      >
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
                <Text size="sm" data-testid="admin-totals">
                  {t('adminContractsReview.totals.summary', {
                    count: contracts.data.total,
                    formatted: contracts.data.total.toLocaleString(i18n.language),
                    price: formatMoney(contracts.data.totalPrice, i18n.language),
                  })}
                  {contracts.data.monthPrice !== null &&
                    ` · ${t('adminContractsReview.totals.month', { price: formatMoney(contracts.data.monthPrice, i18n.language) })}`}
                </Text>
                {s === 'pending' && selected.size > 0 && (
                  <Suspense fallback={null}>
                    <BulkApproveBar selected={selected} onDone={() => setSelected(new Set())} />
                  </Suspense>
                )}
                <AdminContractsTable
                  status={s}
                  contracts={contracts.data.items}
                  selected={selected}
                  onToggleSelected={toggleSelected}
                  onReview={(c) => setReviewing(c.id)}
                />
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
      {hasReviewPanel && (
        <Suspense fallback={null}>
          <ContractReviewPanel contractId={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
