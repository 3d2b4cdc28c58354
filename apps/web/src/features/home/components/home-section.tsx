import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The heading's id, so a table inside can be labelled by it. */
  titleId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A titled panel of the home page (alerts, pending simulations). */
export function HomeSection({ titleId, icon, title, children }: HomeSectionProps) {
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {icon}
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
