import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export interface PayslipBar {
  label: string;
  /** Euros: the net pay without the plan. */
  without: number;
  /** Euros: the net pay with the plan plus the products it paid. */
  with: number;
}

/** The payslips' chart: each payment's net without the plan beside the net and products with it (recharts, its own chunk). */
export default function PayslipBarChart({ data }: { data: PayslipBar[] }) {
  const { t, i18n } = useTranslation();
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withTooltip={false}
      gridAxis="y"
      yAxisProps={{ width: 64 }}
      valueFormatter={(value) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value)}
      barProps={{ isAnimationActive: false }}
      series={[
        { name: 'without', label: t('payslip.chart.without'), color: 'gray.5' },
        { name: 'with', label: t('payslip.chart.with'), color: 'brand.6' },
      ]}
    />
  );
}
