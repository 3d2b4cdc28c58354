import { formatMoney } from '@flexplan/domain';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BestPlan } from '../api/get-best-plan';

/** Today's net beside the best plan's, and what the plan adds. */
export function PlanSummary({ plan }: { plan: BestPlan }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const gain = plan.planNet - plan.todayNet;
  const figure = (label: string, cents: number, testId: string, isStrong = false) => (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={isStrong ? 700 : 500} data-testid={testId}>
        {money(cents)}
      </Text>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="plan-summary">
      {figure(t('bestPlan.summary.today'), plan.todayNet, 'today-net')}
      {figure(t('bestPlan.summary.plan'), plan.planNet, 'plan-net', true)}
      <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
        <Text fw={600} c={gain > 0 ? 'teal.9' : undefined} data-testid="plan-gain">
          {gain > 0 ? t('bestPlan.summary.gain', { amount: money(gain) }) : t('bestPlan.summary.noGain')}
        </Text>
        {gain > 0 && (
          <Text size="sm" c="dimmed" w="100%" data-testid="plan-gain-counts">
            {t('bestPlan.summary.gainCounts')}
          </Text>
        )}
        {plan.companyContribution > 0 && (
          <Text size="sm" c="dimmed">
            {t('bestPlan.summary.contribution', { amount: money(plan.companyContribution) })}
          </Text>
        )}
      </Group>
    </SimpleGrid>
  );
}
