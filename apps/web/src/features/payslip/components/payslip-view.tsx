import { formatMoney } from '@flexplan/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/ui/download-button';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { usePayslip, type ReadyPayslips } from '../api/get-payslip';
import { monthName } from '../lib/payslip-labels';
import { PayslipChart } from './payslip-chart';
import { PayslipMonthCard } from './payslip-month-card';
import { PayslipProductsTable } from './payslip-products-table';
import { TaxRulesNote } from '../../../shared/ui/tax-rules-note';
import { PayslipSummary } from './payslip-summary';
import { PayslipTable } from './payslip-table';

/** /payslip: the plan year's payslips month by month, without and with the plan, a chart and the PDF. */
export function PayslipView({ year }: { year?: number }) {
  const { t } = useTranslation();
  const payslip = usePayslip(year);
  if (payslip.isPending) return <PageSkeleton label={t('payslip.loading')} />;
  if (payslip.isError) {
    return (
      <Alert color="red" variant="light">
        <Text size="sm">{t('payslip.loadFailed')}</Text>
      </Alert>
    );
  }
  if (payslip.data.status === 'unavailable') {
    return (
      <Alert color="gray" variant="light" data-testid="payslip-unavailable">
        <Text size="sm">{t('payslip.unavailable')}</Text>
      </Alert>
    );
  }
  return <ReadyView year={payslip.data} />;
}

function ReadyView({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const regularised = year.payslips.filter((p) => p.isRegularised).map((p) => monthName(p.month, i18n.language));
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('payslip.intro', { year: year.year })}</Text>
      <TaxRulesNote year={year.year} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <PayslipSummary year={year} />
      </Paper>
      <Paper component="section" aria-labelledby="payslip-table-title" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title id="payslip-table-title" order={2} size="h4">
            {t('payslip.tableTitle', { count: year.paymentCount })}
          </Title>
          {year.paymentCount === 14 && <Text size="sm">{t('payslip.extrasNote')}</Text>}
          {isMobile ? <PayslipMonthCard year={year} /> : <PayslipTable year={year} />}
          {!isMobile && <PayslipProductsTable year={year} />}
          {regularised.length > 0 && (
            <Text size="sm" data-testid="regularisation-note">
              {t('payslip.regularisedNote', { months: regularised.join(', ') })}
            </Text>
          )}
          {year.overWithheld > 0 && (
            <Alert color="orange" variant="light">
              <Text size="sm">{t('payslip.overWithheld', { amount: formatMoney(year.overWithheld, i18n.language) })}</Text>
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('payslip.calculatorNote')}
          </Text>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="payslip-chart-title" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title id="payslip-chart-title" order={2} size="h4" mb="md">
          {t('payslip.chart.title')}
        </Title>
        <PayslipChart year={year} />
      </Paper>
      <DownloadButton
        path={`/payslip/pdf?year=${year.year}&lang=${i18n.language}`}
        label={t('payslip.download')}
        testId="payslip-download"
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
