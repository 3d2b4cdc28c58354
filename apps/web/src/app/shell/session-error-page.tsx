import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** spec part 1 §2 Shell: the user or the company could not be read; the way out is to log out. */
export function SessionErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('session.error.title'));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} size="h2">
            {t('session.error.title')}
          </Title>
          <Text>{t('session.error.message')}</Text>
          <LogoutButton variant="filled" />
        </Stack>
      </Paper>
    </Center>
  );
}
