import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsTabs } from '../../features/contracts/components/documents-tabs';
import { UserContractsTable } from '../../features/contracts/components/user-contracts-table';
import { useProductNames } from '../../features/home/api/get-home-plan';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /documents/user (docs/product/employee-portal.md §2 Documents): the user's contracts and their monthly detail. */
export default function UserContractsPage() {
  const { t, i18n } = useTranslation();
  const { data: names } = useProductNames();
  usePageTitle(t('contracts.title'));
  const productName = (alias: string) => pickLocalized(names?.get(alias), i18n.language) || alias;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('contracts.title')}</Title>
      <DocumentsTabs />
      <UserContractsTable productName={productName} />
    </Stack>
  );
}
