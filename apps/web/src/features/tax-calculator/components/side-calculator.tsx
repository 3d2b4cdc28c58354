import { formatMoney } from '@flexplan/domain';
import { taxBenefitsOf, toTaxProfile } from '@flexplan/domain/tax/employee-tax-profile';
import { divideRoundHalfUp } from '@flexplan/domain/tax/integer-division';
import { simulate, type Simulation } from '@flexplan/domain/tax/simulate';
import { Box, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPigMoney } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDrafts, type FormDraft } from '../../../shared/forms/form-drafts';
import { SegmentedRadios } from '../../../shared/ui/segmented-radios';
import { TableScroll } from '../../../shared/ui/table-scroll';
import classes from './side-calculator.module.css';
import { TaxRulesNote } from '../../../shared/ui/tax-rules-note';
import { draftItems } from '../lib/calculator-items';
import type { TaxInputs, TaxInputsState } from '../lib/tax-inputs';
import { CalculatorUnavailableAlert } from './calculator-unavailable-alert';
import { DefaultsNote } from './defaults-note';
import { NetPayBars } from './net-pay-bars';

interface SideCalculatorProps {
  /** The plan year's inputs, with the page's meal working days (app/tax-calculator/use-tax-inputs.ts). */
  state: TaxInputsState;
}

/** The year's items with each form's draft in place of what its benefit holds now. */
export function simulateWithDrafts(inputs: TaxInputs, drafts: Iterable<FormDraft>): Simulation | null {
  const list = [...drafts];
  const drafted = new Set(list.map((d) => d.benefit.id));
  const items = [
    ...inputs.planItems.filter((p) => !drafted.has(p.benefitId)).flatMap((p) => p.items),
    ...list.flatMap((d) => draftItems(d.benefit, d.items, inputs.year, d.details)),
  ];
  const profile = toTaxProfile(inputs.facts, taxBenefitsOf(items, inputs.familyDisabilities, inputs.privateUsePercent, inputs.facts.disability));
  return profile ? simulate(profile, inputs.taxYear) : null;
}

type Period = 'month' | 'year';

/**
 * The side calculator of a product page (docs/product/benefits-and-simulation.md §2): salary without and with flexible
 * remuneration as the employee edits the form, per payment and per year, from the same engine
 * the server uses — no round trip.
 */
export function SideCalculator({ state }: SideCalculatorProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [period, setPeriod] = useState<Period>('year');
  const drafts = useFormDrafts();

  if (state.status === 'hidden' || state.status === 'error') return null;
  if (state.status === 'unavailable') return <CalculatorUnavailableAlert />;
  if (state.status === 'loading') return <Skeleton height={220} radius="md" />;
  const simulation = simulateWithDrafts(state.inputs, drafts.values());
  if (!simulation) return <CalculatorUnavailableAlert />;

  const payments = state.inputs.facts.paymentCount === 14 ? 14 : 12;
  const per = (cents: number) => (period === 'year' ? cents : divideRoundHalfUp(cents, payments));
  const money = (cents: number) => formatMoney(per(cents), i18n.language);
  const percent = (basisPoints: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2 }).format(basisPoints / 10_000);
  const { without, with: withFlex } = simulation;
  const rows: { key: string; without: string; with: string; isStrong?: boolean }[] = [
    { key: 'gross', without: money(simulation.grossAnnual), with: money(simulation.grossAnnual) },
    { key: 'benefits', without: money(0), with: money(simulation.benefitsAnnual) },
    { key: 'socialSecurity', without: money(simulation.socialSecurity), with: money(simulation.socialSecurity) },
    { key: 'taxableBase', without: money(without.withholding.base), with: money(withFlex.withholding.base) },
    { key: 'withholdingRate', without: percent(without.withholding.rate), with: percent(withFlex.withholding.rate) },
    { key: 'withholding', without: money(without.withholding.amount), with: money(withFlex.withholding.amount) },
    { key: 'netCash', without: money(without.netCashAnnual), with: money(withFlex.netCashAnnual) },
    { key: 'totalNet', without: money(without.netAnnual), with: money(withFlex.netAnnual), isStrong: true },
  ];
  const bars = [
    { label: t('taxCalculator.side.without'), netCash: per(without.netCashAnnual), benefits: 0 },
    { label: t('taxCalculator.side.with'), netCash: per(withFlex.netCashAnnual), benefits: per(simulation.benefitsAnnual) },
  ];
  const periodLabel = t(period === 'year' ? 'taxCalculator.side.perYear' : payments === 14 ? 'taxCalculator.side.perPayment14' : 'taxCalculator.side.perMonth');

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="side-calculator">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('taxCalculator.side.title', { year: state.inputs.year })}
          </Title>
          <SegmentedRadios
            size="xs"
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            aria-label={t('taxCalculator.side.period')}
            data={[
              { value: 'month', label: t(payments === 14 ? 'taxCalculator.side.perPayment14' : 'taxCalculator.side.perMonth') },
              { value: 'year', label: t('taxCalculator.side.perYear') },
            ]}
          />
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          <IconPigMoney size={22} aria-hidden color="var(--mantine-color-green-8)" />
          <Text fw={700} data-testid="calculator-saving" aria-live="polite">
            {simulation.savingAnnual > 0
              ? t('taxCalculator.side.saving', {
                  annual: formatMoney(simulation.savingAnnual, i18n.language),
                  monthly: formatMoney(simulation.savingMonthly, i18n.language),
                })
              : t('taxCalculator.side.noSaving')}
          </Text>
        </Group>
        {/* Should a language's words still not fit a phone, the table scrolls in its own box, never the page. */}
        <TableScroll labelledBy={titleId}>
          <Table verticalSpacing={4} horizontalSpacing="xs" className={classes.table} data-testid="calculator-table">
            <Table.Caption>{periodLabel}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('taxCalculator.side.concept')}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('taxCalculator.side.without')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('taxCalculator.side.with')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-testid={`calculator-row-${row.key}`} fw={row.isStrong ? 700 : undefined}>
                  <Table.Th scope="row" fw={row.isStrong ? 700 : 400}>
                    {t(`taxCalculator.rows.${row.key}`)}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="without">
                    {row.without}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="with">
                    {row.with}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Box
          role="img"
          aria-label={t('taxCalculator.side.chartLabel', { without: money(without.netAnnual), with: money(withFlex.netAnnual), period: periodLabel })}
        >
          <NetPayBars bars={bars} money={(cents) => formatMoney(cents, i18n.language)} />
        </Box>
        <DefaultsNote defaults={state.inputs.defaults} />
        <TaxRulesNote year={state.inputs.year} />
      </Stack>
    </Paper>
  );
}
