import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PayslipView } from '../../features/payslip/components/payslip-view';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /payslip: the plan year's payslips, or `?year=` another year's. */
export default function PayslipPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('payslip.title'));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : undefined;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('payslip.title')}</Title>
      <PayslipView year={year} />
    </Stack>
  );
}
