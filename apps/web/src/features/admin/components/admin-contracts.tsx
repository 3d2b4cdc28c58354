import { Alert, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { AreaLoader } from '../../../shared/ui/area-loader';
import { adminStatuses, useAdminContracts, type AdminStatus } from '../api/admin-contracts';
import { AdminContractsTable } from './admin-contracts-table';

function isAdminStatus(value: string | null): value is AdminStatus {
  return (adminStatuses as readonly string[]).includes(value ?? '');
}

/** The review of the company's contracts, one tab per status (the tab in the URL: ?tab=contracted). */
export function AdminContracts() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const status: AdminStatus = isAdminStatus(tab) ? tab : 'pending';
  const contracts = useAdminContracts(status);

  if (isApiError(contracts.error) && contracts.error.status === 403) {
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
            {t(`admin.tabs.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {adminStatuses.map((s) => (
        <Tabs.Panel key={s} value={s} pt="md">
          {s !== status ? null : contracts.isPending ? (
            <AreaLoader label={t('admin.loading')} />
          ) : contracts.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('admin.loadFailed')}
            </Alert>
          ) : (
            <AdminContractsTable status={s} contracts={contracts.data} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
