import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NetPayBar {
  label: string;
  /** Cents, for the period shown. */
  netCash: number;
  /** Cents, for the period shown. */
  benefits: number;
}

const colors = { netCash: 'brand.6', benefits: 'green.6' } as const;

/**
 * The side calculator's picture: net cash and benefits, without and with the flexible plan, as two
 * stacked bars to one scale. Mantine's Progress rather than a charting library: two bars need no
 * axes, and recharts cost the product page 95 kB gzip and its longest task. The
 * calculator's box names the figures for screen readers (role img): this is decoration for the eye.
 */
export function NetPayBars({ bars, money }: { bars: NetPayBar[]; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const scale = Math.max(1, ...bars.map((bar) => bar.netCash + bar.benefits));
  const percent = (cents: number) => (Math.max(0, cents) / scale) * 100;
  return (
    <Stack gap="xs" aria-hidden>
      {bars.map((bar) => (
        <Stack gap={4} key={bar.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{bar.label}</Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(bar.netCash + bar.benefits)}
            </Text>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section value={percent(bar.netCash)} color={colors.netCash} />
            <Progress.Section value={percent(bar.benefits)} color={colors.benefits} />
          </Progress.Root>
        </Stack>
      ))}
      <Group gap="md">
        {(['netCash', 'benefits'] as const).map((series) => (
          <Group gap={6} key={series} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${colors[series].replace('.', '-')})`} size={12} withShadow={false} />
            <Text size="xs">{t(`taxCalculator.rows.${series}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
