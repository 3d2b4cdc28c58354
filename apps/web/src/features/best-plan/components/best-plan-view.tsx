import { Alert, Anchor, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useBestPlan, useBestPlanOffers, type BestPlan, type BestPlanOffers } from '../api/get-best-plan';
import { draftOf, expensesOf, type ExpenseDraft } from '../lib/expense-draft';
import { ExpenseForm } from './expense-form';
import { PlanLinesTable } from './plan-lines-table';
import { TaxRulesNote } from '../../../shared/ui/tax-rules-note';
import { PlanSummary } from './plan-summary';
import { PutPlanInCart } from './put-plan-in-cart';

/** Typing waits this long before asking for a new plan: the inputs never wait for the server. */
const RECOMPUTE_DELAY_MS = 300;

interface BestPlanViewProps {
  onPutInCart: (bodies: BestPlan['cart']) => Promise<void>;
}

export function BestPlanView({ onPutInCart }: BestPlanViewProps) {
  const { data: offers, isError } = useBestPlanOffers();
  const { t } = useTranslation();
  if (isError) return <Alert color="red">{t('bestPlan.error')}</Alert>;
  if (!offers) return <PageSkeleton label={t('bestPlan.loading')} />;
  if (!offers.isAvailable)
    return (
      <Alert color="yellow" data-testid="best-plan-unavailable">
        {t('bestPlan.unavailable')}
      </Alert>
    );
  return <BestPlanEditor offers={offers} onPutInCart={onPutInCart} />;
}

function BestPlanEditor({ offers, onPutInCart }: { offers: BestPlanOffers } & BestPlanViewProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ExpenseDraft>(() => draftOf(offers.defaults));
  const expenses = useMemo(() => expensesOf(draft, offers), [draft, offers]);
  const [settled] = useDebouncedValue(expenses, RECOMPUTE_DELAY_MS);
  const answer = useBestPlan(offers.year, settled);
  // Until the first answer, the defaults' plan the server sent with the offers.
  const plan = answer.data ? answer.data.plan : offers.plan;
  const isStale = answer.isPlaceholderData || answer.isFetching || settled !== expenses;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="md" radius="md">
          <ExpenseForm offers={offers} draft={draft} onChange={setDraft} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {plan ? (
          <Stack gap="lg" aria-busy={isStale} data-testid="best-plan-result" data-stale={isStale}>
            <PlanSummary plan={plan} />
            <PlanLinesTable plan={plan} people={offers.people} />
            <Group justify="space-between" wrap="wrap" gap="md">
              <PutPlanInCart plan={plan} onPutInCart={onPutInCart} isStale={isStale} />
              <Anchor component={Link} to="/payslip">
                {t('bestPlan.payslipLink')}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {t('bestPlan.note', { year: offers.year })}
            </Text>
            <TaxRulesNote year={offers.year} />
          </Stack>
        ) : (
          <Alert color="yellow">{t('bestPlan.unavailable')}</Alert>
        )}
      </Grid.Col>
    </Grid>
  );
}
