import { formatMoney } from '@flexplan/domain';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPageSettled } from '../../../shared/ui/use-is-page-settled';
import { useOnceNearViewport } from '../../../shared/ui/use-once-near-viewport';
import type { ReadyPayslips } from '../api/get-payslip';
import { payslipDifference, payslipShortLabel } from '../lib/payslip-labels';

// The charting library (recharts, ~95 kB gzip) loads after the table, which carries the same
// figures: once the page has settled and the chart's box has come near the viewport, as the
// product pages' calculator does. The box keeps the chart's height meanwhile.
const PayslipBarChart = lazy(() => import('./payslip-bar-chart'));
const CHART_HEIGHT = 260;

/** Each payment's net without the plan and with it (products included), in euros. */
export function PayslipChart({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const data = year.payslips.map((p) => ({
    label: payslipShortLabel(p, i18n.language),
    without: p.without.net / 100,
    with: (p.without.net + payslipDifference(p)) / 100,
  }));
  const gain = year.totals.with.netWithProducts - year.totals.without.netWithProducts;
  const chartBox = useOnceNearViewport<HTMLDivElement>();
  const isPageSettled = useIsPageSettled();
  return (
    <Box ref={chartBox.ref} role="img" aria-label={t('payslip.chart.label', { amount: formatMoney(gain, i18n.language) })} data-testid="payslip-chart">
      <Suspense fallback={<Box h={CHART_HEIGHT} />}>{chartBox.isNear && isPageSettled ? <PayslipBarChart data={data} /> : <Box h={CHART_HEIGHT} />}</Suspense>
    </Box>
  );
}
