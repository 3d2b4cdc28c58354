import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsTabs } from '../../features/contracts/components/documents-tabs';
import { DocumentsPanel } from '../../features/documents/components/documents-panel';
import { useProfile } from '../../features/profile/api/get-profile';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';

/**
 * docs/product/employee-portal.md §2 Documents: the user's documents; the second tab (the tabs /documents/user draws
 * too) leads to the contracts.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  usePageTitle(t('pages.documents'));
  if (!user) return <PageSkeleton label={t('documents.loading')} />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.documents')}</Title>
      <DocumentsTabs />
      <DocumentsPanel userId={user.id} />
    </Stack>
  );
}
