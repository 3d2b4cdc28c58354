import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../shared/ui/status-page';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** `page`: the whole window (no shell around it); `shell`: the content area of the shell. */
export type RenderErrorLayout = 'page' | 'shell';

/**
 * Ways back after a render error. Plain links and a full reload, not the router: the app's state
 * may be what failed, and the root boundary sits outside the router.
 */
function WaysBack() {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="sm">
      <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
        {t('renderError.reload')}
      </Button>
      <Button component="a" href="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
        {t('renderError.home')}
      </Button>
    </Group>
  );
}

function WarningIcon() {
  return (
    <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
      <IconAlertTriangle size={30} />
    </ThemeIcon>
  );
}

function ShellAreaError() {
  const { t } = useTranslation();
  usePageTitle(t('renderError.title'));
  return (
    <Paper withBorder radius="md" p="xl" data-testid="render-error">
      <Stack align="center" ta="center" gap="md">
        <WarningIcon />
        <Title order={1} size="h2">
          {t('renderError.title')}
        </Title>
        <Text maw={520}>{t('renderError.message')}</Text>
        <WaysBack />
      </Stack>
    </Paper>
  );
}

/** What a page that failed to render shows instead (the app survives a render error). */
export function RenderErrorFallback({ layout }: { layout: RenderErrorLayout }) {
  const { t } = useTranslation();
  if (layout === 'shell') return <ShellAreaError />;
  return (
    <StatusPage title={t('renderError.title')} header={<WarningIcon />} testId="render-error">
      <Text>{t('renderError.message')}</Text>
      <WaysBack />
    </StatusPage>
  );
}
