import { formatMoney } from '@flexplan/domain';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadyPayslips } from '../api/get-payslip';
import { payslipDifference, payslipShortLabel } from '../lib/payslip-labels';

// The charting library (recharts) loads after the table, which carries the same figures.
const PayslipBarChart = lazy(() => import('./payslip-bar-chart'));

/** Each payment's net without the plan and with it (products included), in euros. */
export function PayslipChart({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const data = year.payslips.map((p) => ({
    label: payslipShortLabel(p, i18n.language),
    without: p.without.net / 100,
    with: (p.without.net + payslipDifference(p)) / 100,
  }));
  const gain = year.totals.with.netWithProducts - year.totals.without.netWithProducts;
  return (
    <Box role="img" aria-label={t('payslip.chart.label', { amount: formatMoney(gain, i18n.language) })} data-testid="payslip-chart">
      <Suspense fallback={<Box h={260} />}>
        <PayslipBarChart data={data} />
      </Suspense>
    </Box>
  );
}
