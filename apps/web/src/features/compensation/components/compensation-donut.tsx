import '@mantine/charts/styles.css';
import { DonutChart, type DonutChartCell } from '@mantine/charts';

/** The compensation donut, 220 px square (compensation-chart.tsx keeps that room while it loads). */
export default function CompensationDonut({ data, label }: { data: DonutChartCell[]; label: string }) {
  return <DonutChart data={data} size={220} thickness={34} withTooltip={false} chartLabel={label} strokeWidth={1} pieProps={{ isAnimationActive: false }} />;
}
