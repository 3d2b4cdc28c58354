import { formatMoney } from '@flexplan/domain';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPigMoney } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaxRulesNote } from '../../../shared/ui/tax-rules-note';
import type { PlanSavingsState } from '../lib/plan-savings';
import { CalculatorUnavailableAlert } from './calculator-unavailable-alert';
import { DefaultsNote } from './defaults-note';

/** The home's saved / possible saving panel for a plan year (docs/product/employee-portal.md §1 Home). */
export function SavingsPanel({ state }: { state: PlanSavingsState }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (state.status === 'hidden' || state.status === 'error') return null;
  if (state.status === 'loading') return <Skeleton height={140} radius="md" />;
  if (state.status === 'unavailable') return <CalculatorUnavailableAlert />;
  const { saved, possible, isLimitReached } = state.savings;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const monthly = (cents: number) => formatMoney(Math.round(cents / 12), i18n.language);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="savings-panel">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconPigMoney size={24} aria-hidden color="var(--mantine-color-green-8)" />
          <Title order={2} size="h4" id={titleId}>
            {t('taxCalculator.panel.title', { year: state.inputs.year })}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div data-testid="panel-saved">
            <Text size="sm" c="dimmed">
              {t('taxCalculator.panel.saved')}
            </Text>
            <Text fw={700} fz="xl" c="green.9">
              {money(saved)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('taxCalculator.panel.perMonth', { amount: monthly(saved) })}
            </Text>
          </div>
          <div data-testid="panel-possible">
            <Text size="sm" c="dimmed">
              {t('taxCalculator.panel.possible')}
            </Text>
            <Text fw={700} fz="xl">
              {money(possible)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('taxCalculator.panel.possibleHint')}
            </Text>
          </div>
        </SimpleGrid>
        {isLimitReached && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="panel-limit-reached">
            {t('taxCalculator.panel.limitReached')}
          </Alert>
        )}
        <DefaultsNote defaults={state.inputs.defaults} />
        <TaxRulesNote year={state.inputs.year} />
      </Stack>
    </Paper>
  );
}
