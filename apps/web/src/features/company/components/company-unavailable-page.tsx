import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** The company could not be loaded for another reason than a wrong address (server down). */
export function CompanyUnavailablePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('company.unavailable.title'));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h2">
            {t('company.unavailable.title')}
          </Title>
          <Text>{t('company.unavailable.message')}</Text>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
