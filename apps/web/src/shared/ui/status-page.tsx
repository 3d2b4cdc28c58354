import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface StatusPageProps {
  title: string;
  /** Above the title: a logo or an icon. */
  header?: ReactNode;
  /** The message and any way out (a button), below the title. */
  children: ReactNode;
  testId?: string;
}

/** A whole page that only says something (no company, maintenance, a session error): one card, centred. */
export function StatusPage({ title, header, children, testId }: StatusPageProps) {
  usePageTitle(title);
  return (
    <Center component="main" mih="100dvh" p="md" data-testid={testId}>
      <Paper withBorder radius="md" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="md">
          {header}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
