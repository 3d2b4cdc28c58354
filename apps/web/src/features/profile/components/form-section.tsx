import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields: a labelled region, so a screen reader can jump between them. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {description && <Text size="sm">{description}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
