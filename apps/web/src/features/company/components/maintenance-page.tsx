import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { type Company } from '../api/get-company';
import { CompanyLogo } from './company-logo';

/** spec part 1 §2 Login: maintenance mode, shown on every route. */
export function MaintenancePage({ company }: { company?: Company }) {
  const { t } = useTranslation();
  usePageTitle(t('company.maintenance.title'));
  return (
    <Center component="main" mih="100dvh" p="md" data-testid="maintenance-page">
      <Paper withBorder radius="md" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="md">
          {company && <CompanyLogo name={company.name} logo={company.logo} />}
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconSettings size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('company.maintenance.title')}
          </Title>
          <Text>{t('company.maintenance.apology')}</Text>
          <Text>{t('company.maintenance.renewal')}</Text>
          <Text>{t('company.maintenance.returnDate')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
