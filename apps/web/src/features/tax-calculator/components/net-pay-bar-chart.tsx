import '@mantine/charts/styles.css';
import { formatMoney } from '@flexplan/domain';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export interface NetPayBar {
  side: string;
  netCash: number;
  benefits: number;
}

/** The side calculator's chart: net cash and benefits, without and with the flexible plan, in euros; 160 px high (side-calculator.tsx keeps that room while it loads). */
export default function NetPayBarChart({ data }: { data: NetPayBar[] }) {
  const { t, i18n } = useTranslation();
  return (
    <BarChart
      h={160}
      data={data}
      dataKey="side"
      type="stacked"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      withTooltip={false}
      withLegend
      gridAxis="none"
      valueFormatter={(value) => formatMoney(Math.round(value * 100), i18n.language)}
      barProps={{ isAnimationActive: false }}
      series={[
        { name: 'netCash', label: t('taxCalculator.rows.netCash'), color: 'brand.6' },
        { name: 'benefits', label: t('taxCalculator.rows.benefits'), color: 'green.6' },
      ]}
    />
  );
}
