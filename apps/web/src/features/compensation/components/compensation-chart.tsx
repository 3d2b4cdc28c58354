import { formatMoney } from '@flexplan/domain';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompensationSlice } from '../lib/compensation-slices';

// The charting library (recharts, ~95 kB gzip) comes after the page's figures; the
// legend carries the same information meanwhile, and the box keeps the donut's room.
const CompensationDonut = lazy(() => import('./compensation-donut'));
const DONUT_SIZE = 220;

interface CompensationChartProps {
  slices: CompensationSlice[];
  total: number;
  label: (slice: CompensationSlice) => string;
}

/**
 * The compensation chart (docs/product/employee-portal.md §2): a donut of the parts of the total, each in its fixed
 * colour, with a legend that carries the figures (the picture alone is not the information).
 */
export function CompensationChart({ slices, total, label }: CompensationChartProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const data = slices.map((slice) => ({ name: label(slice), value: slice.value / 100, color: slice.color }));
  const percent = (value: number) => (total > 0 ? Math.round((value * 100) / total) : 0);
  return (
    <Stack gap="md" align="center" data-testid="compensation-chart">
      <Box role="img" aria-label={t('compensation.chart.label', { total: money(total) })}>
        <Suspense fallback={<Box w={DONUT_SIZE} h={DONUT_SIZE} />}>
          <CompensationDonut data={data} label={money(total)} />
        </Suspense>
      </Box>
      <Stack gap={6} component="ul" w="100%" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('compensation.chart.legend')}>
        {slices.map((slice) => (
          <Group key={slice.key} component="li" gap="xs" wrap="nowrap" data-testid="chart-legend-item" data-color={slice.color}>
            <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={14} withShadow={false} aria-hidden />
            <Text size="sm" style={{ flex: 1 }}>
              {label(slice)}
            </Text>
            <Text size="sm" fw={600}>
              {percent(slice.value)} %
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
