import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  /** The page's name, already translated. */
  title: string;
}

/** The body of a page a later issue builds. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Paper data-testid="coming-soon" withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTools size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t('common.comingSoon')}</Text>
      </Stack>
    </Paper>
  );
}
