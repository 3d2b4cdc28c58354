import { formatMoney } from '@flexplan/domain';
import { Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCell, CardTable } from '../../../shared/ui/card-table';
import type { BestPlan, BestPlanOffers } from '../api/get-best-plan';

interface PlanLinesTableProps {
  plan: BestPlan;
  people: BestPlanOffers['people'];
}

/** Reasons that leave a whole product out, whoever it would be for. */
const productWideReasons = new Set<string | null>(['not-offered', 'no-expense', 'in-plan']);

/** A row per product and beneficiary: what the plan puts in it, what it saves, or why it is left out. */
export function PlanLinesTable({ plan, people }: PlanLinesTableProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const who = (familyId: number | null) => people.find((p) => p.familyId === familyId)?.firstName;
  return (
    <>
      <Title order={2} size="h3" id={titleId}>
        {t('bestPlan.table.title')}
      </Title>
      <CardTable labelledBy={titleId} minWidth={640} verticalSpacing="sm" data-testid="plan-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bestPlan.table.product')}</Table.Th>
            <Table.Th ta="right">{t('bestPlan.table.monthly')}</Table.Th>
            <Table.Th ta="right">{t('bestPlan.table.year')}</Table.Th>
            <Table.Th ta="right">{t('bestPlan.table.saving')}</Table.Th>
            <Table.Th>{t('bestPlan.table.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.lines.map((line) => {
            // A child's nursery or a person's policy names them; a product out as a whole names no one.
            const isPerPerson = line.category === 'kindergarten' || (line.category === 'health-insurance' && !productWideReasons.has(line.reason));
            const name = isPerPerson ? who(line.familyId) : undefined;
            return (
              <Table.Tr key={`${line.category}-${line.familyId ?? 'me'}`} data-testid="plan-line" data-category={line.category}>
                <CardCell card="title">
                  <Text fw={600} size="sm">
                    {t(`bestPlan.category.${line.category}`)}
                  </Text>
                  {name && (
                    <Text size="sm" c="dimmed">
                      {name}
                    </Text>
                  )}
                </CardCell>
                <CardCell label={t('bestPlan.table.monthly')} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.monthly > 0 ? money(line.monthly) : '—'}
                </CardCell>
                <CardCell label={t('bestPlan.table.year')} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
                  {money(line.priceAnnual)}
                </CardCell>
                <CardCell label={t('bestPlan.table.saving')} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-saving">
                  {money(line.savingAnnual)}
                </CardCell>
                <CardCell label={t('bestPlan.table.note')}>
                  <Text size="sm" fw={line.reason ? 500 : undefined} data-testid={line.reason ? 'line-reason' : undefined}>
                    {t(`bestPlan.reason.${line.reason ?? 'whole'}`)}
                  </Text>
                </CardCell>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CardTable>
    </>
  );
}
