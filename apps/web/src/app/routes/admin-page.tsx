import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminContracts } from '../../features/admin/components/admin-contracts';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /admin: the company administrator's review of signed contracts (docs/decisions.md). */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      <AdminContracts />
    </Stack>
  );
}
