import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** spec part 1 §2 Login: the address matches no company. */
export function CompanyNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('company.notFound.title'));
  return (
    <Center component="main" mih="100dvh" p="md" data-testid="company-not-found">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconWorldOff size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('company.notFound.title')}
          </Title>
          <Text>{t('company.notFound.message')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
