import { formatMoney } from '@flexplan/domain';
import type { BagSummary } from '@flexplan/domain/catalogue';
import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BagCardProps {
  label: string;
  summary: BagSummary;
  /** `bag-flexible`, `bag-top`…: the e2e suite reads the figures by it. */
  testId: string;
}

/** One bag: what is still available and the percent spent of its total (docs/product/employee-portal.md §1, §9). */
export function BagCard({ label, summary, testId }: BagCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <div>
          <Text size="xs" c="dimmed">
            {t('home.bags.available')}
          </Text>
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-available`}>
            {formatMoney(summary.available, i18n.language)}
          </Text>
        </div>
        <Progress value={Math.min(100, summary.percentSpent)} size="sm" aria-label={t('home.bags.progress', { name: label, percent: summary.percentSpent })} />
        <Text size="xs" c="dimmed" data-testid={`${testId}-percent`}>
          {t('home.bags.spentOf', { percent: summary.percentSpent, total: formatMoney(summary.total, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
