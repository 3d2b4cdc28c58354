import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A Tabler icon, drawn in a soft circle above the title. */
  icon?: ReactNode;
  title: string;
  /** What the person can do next, in words. */
  message?: string;
  /** The next step itself: a link or a button. */
  action?: ReactNode;
  testId?: string;
}

/** A list with nothing in it yet: a short message and, where there is one, the way on. */
export function EmptyState({ icon, title, message, action, testId }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid={testId}>
      <Stack align="center" gap="xs" ta="center">
        {icon && (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Text fw={600}>{title}</Text>
        {message && (
          <Text size="sm" c="dimmed" maw={480}>
            {message}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
