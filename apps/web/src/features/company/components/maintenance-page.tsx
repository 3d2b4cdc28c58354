import { Text, ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../shared/ui/status-page';
import type { Company } from '../api/get-company';
import { CompanyLogo } from './company-logo';

/** docs/product/employee-portal.md §2 Login: maintenance mode, shown on every route. */
export function MaintenancePage({ company }: { company?: Company }) {
  const { t } = useTranslation();
  const header = (
    <>
      {company && <CompanyLogo name={company.name} logo={company.logo} />}
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconSettings size={30} />
      </ThemeIcon>
    </>
  );
  return (
    <StatusPage title={t('company.maintenance.title')} header={header} testId="maintenance-page">
      <Text>{t('company.maintenance.apology')}</Text>
      <Text>{t('company.maintenance.renewal')}</Text>
      <Text>{t('company.maintenance.returnDate')}</Text>
    </StatusPage>
  );
}
