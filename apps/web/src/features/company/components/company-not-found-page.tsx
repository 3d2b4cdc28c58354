import { Text, ThemeIcon } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../shared/ui/status-page';

/** docs/product/employee-portal.md §2 Login: the address matches no company. */
export function CompanyNotFoundPage() {
  const { t } = useTranslation();
  const icon = (
    <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
      <IconWorldOff size={30} />
    </ThemeIcon>
  );
  return (
    <StatusPage title={t('company.notFound.title')} header={icon} testId="company-not-found">
      <Text>{t('company.notFound.message')}</Text>
    </StatusPage>
  );
}
