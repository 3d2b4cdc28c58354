import { formatMoney } from '@flexplan/domain';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPigMoney } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaxRulesNote } from '../../../shared/ui/tax-rules-note';
import type { PlanSavingsState } from '../lib/plan-savings';

/**
 * The cart's summary of the plan year: the cash given up for every product of the year and the
 * estimated saving — the figures the header, the calculator, the payslips and the contract PDF
 * state, so a person can hold one against the other.
 */
export function CartPlanSaving({ state }: { state: PlanSavingsState }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (state.status === 'loading') return <Skeleton height={120} radius="md" />;
  // An empty plan (nothing in the cart, nothing signed for the year) has nothing to sum up.
  if (state.status !== 'ready' || state.savings.simulation.benefitsAnnual === 0) return null;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const { year } = state.inputs;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="cart-plan-saving">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconPigMoney size={22} aria-hidden color="var(--mantine-color-green-8)" />
          <Title order={2} size="h4" id={titleId}>
            {t('taxCalculator.cart.title', { year })}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div data-testid="cart-given-up">
            <Text size="sm" c="dimmed">
              {t('taxCalculator.cart.givenUp')}
            </Text>
            <Text fw={700} fz="xl">
              <span data-testid="cart-given-up-amount">{money(state.savings.simulation.benefitsAnnual)}</span> {t('taxCalculator.cart.perYear')}
            </Text>
          </div>
          <div data-testid="cart-saving">
            <Text size="sm" c="dimmed">
              {t('taxCalculator.cart.saving')}
            </Text>
            <Text fw={700} fz="xl" c="green.9">
              <span data-testid="cart-saving-amount">{money(state.savings.saved)}</span> {t('taxCalculator.cart.perYear')}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('taxCalculator.cart.scope')}
        </Text>
        <TaxRulesNote year={year} />
      </Stack>
    </Paper>
  );
}
