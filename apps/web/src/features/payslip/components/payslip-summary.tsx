import { formatMoney } from '@flexplan/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadyPayslips } from '../api/get-payslip';
import { formatRate } from '../lib/payslip-labels';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The year in four figures: the net without and with the plan, the IRPF saved and the rates. */
export function PayslipSummary({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Figure label={t('payslip.summary.netWithout')} value={money(year.totals.without.netWithProducts)} testId="summary-net-without" />
      <Figure label={t('payslip.summary.netWith')} value={money(year.totals.with.netWithProducts)} testId="summary-net-with" />
      <Figure label={t('payslip.summary.saving')} value={money(year.savingAnnual)} testId="summary-saving" />
      <Figure
        label={t('payslip.summary.rates')}
        value={`${formatRate(year.annualRate.without, lang)} → ${formatRate(year.annualRate.with, lang)}`}
        testId="summary-rates"
      />
    </SimpleGrid>
  );
}
