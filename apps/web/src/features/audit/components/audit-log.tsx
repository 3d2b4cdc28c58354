import { auditActions, auditTables, type AuditAction, type AuditTable as AuditTableName } from '@flexplan/domain/audit/audit-api';
import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useDownload } from '../../../shared/api/use-download';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { AUDIT_PAGE_SIZE, auditCsvPath, useAuditLog, type AuditFilters as Filters } from '../api/get-audit';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string | null) => ((list as readonly string[]).includes(value ?? '') ? (value as T) : undefined);

/** The filters as the address keeps them (?action=&table=&from=&to=&actor=&employee=&page=). */
function filtersOf(params: URLSearchParams): Filters {
  return {
    action: oneOf<AuditAction>(auditActions, params.get('action')),
    table: oneOf<AuditTableName>(auditTables, params.get('table')),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    actorId: idOf(params.get('actor')),
    employeeId: idOf(params.get('employee')),
  };
}

/**
 * The company's audit log: filters in the address, a page at a time, newest
 * first; a click on a person narrows it to what they did or to the entries about them; the CSV
 * download takes the same filters.
 */
export default function AuditLog() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = idOf(params.get('page')) ?? 1;
  const log = useAuditLog(filters, page);
  const download = useDownload();
  const fieldErrors = isApiError(log.error) && log.error.status === 400 ? (log.error.fields ?? {}) : {};

  const go = (next: Filters, nextPage = 1) => {
    const entries: [string, string | number | undefined][] = [
      ['section', 'audit'],
      ['action', next.action],
      ['table', next.table],
      ['from', next.from],
      ['to', next.to],
      ['actor', next.actorId],
      ['employee', next.employeeId],
      ['page', nextPage === 1 ? undefined : nextPage],
    ];
    setParams(Object.fromEntries(entries.filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])), { replace: true });
  };
  const pageCount = Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE);
  const employeeName = filters.employeeId === undefined ? null : (log.data?.items.find((e) => e.employeeId === filters.employeeId)?.employeeName ?? null);

  return (
    <Stack gap="md" data-testid="audit-log">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {filters.employeeId === undefined ? t('audit.title') : t('audit.employeeTitle', { name: employeeName ?? `#${filters.employeeId}` })}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isBusy}
          onClick={() => void download.start(auditCsvPath(filters), 'audit-log.csv')}
          data-testid="audit-csv"
        >
          {t('audit.downloadCsv')}
        </Button>
      </Group>
      <AuditFilters filters={filters} fieldErrors={fieldErrors} onChange={(next) => go(next)} />
      {log.isPending ? (
        <ListSkeleton label={t('audit.loading')} rows={4} columns={6} withBorder testId="audit-skeleton" />
      ) : log.isError ? (
        Object.keys(fieldErrors).length > 0 ? null : (
          <Alert color="red" variant="light" role="alert">
            {t('audit.loadFailed')}
          </Alert>
        )
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="audit-total">
            {t('audit.total', { count: log.data.total, formatted: log.data.total.toLocaleString(i18n.language) })}
          </Text>
          <AuditTable entries={log.data.items} onActor={(actorId) => go({ ...filters, actorId })} onEmployee={(employeeId) => go({ ...filters, employeeId })} />
          {pageCount > 1 && (
            <nav aria-label={t('audit.pages')}>
              <Pagination
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={(next) => go(filters, next)}
                siblings={1}
                getItemProps={(item) => ({ 'aria-label': t('admin.pagination.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`admin.pagination.${control}`) })}
              />
            </nav>
          )}
        </Stack>
      )}
    </Stack>
  );
}
