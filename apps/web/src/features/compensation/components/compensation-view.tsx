import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { NativeSelect } from '../../../shared/ui/native-select';
import { useCompensation } from '../api/get-compensation';
import { compensationSlices, type CompensationSlice } from '../lib/compensation-slices';
import { CompensationChart } from './compensation-chart';
import { CompensationSkeleton } from './compensation-skeleton';
import { CompensationSummary } from './compensation-summary';

const sliceLabelKeys: Record<Exclude<CompensationSlice['kind'], 'benefit'>, string> = {
  cashSalary: 'compensation.cashSalary',
  socialSecurity: 'compensation.socialSecurity',
};

interface CompensationViewProps {
  productName: (alias: string) => string;
  /** The year asked for (`?year=`); null: the plan year. */
  year: number | null;
  onYearChange: (year: number) => void;
}

/**
 * /compensation (docs/product/employee-portal.md §2): the figures beside the chart, one column on a phone; the year is
 * the plan year unless the person picks another they have contracts in force for.
 */
export function CompensationView({ productName, year, onYearChange }: CompensationViewProps) {
  const { t } = useTranslation();
  const compensation = useCompensation(year);

  if (compensation.isPending) return <CompensationSkeleton />;
  if (compensation.isError) {
    const isHidden = isApiError(compensation.error) && compensation.error.status === 404;
    return (
      <Alert color={isHidden ? 'gray' : 'red'} variant="light">
        <Text size="sm">{isHidden ? t('compensation.unavailable') : t('compensation.loadFailed')}</Text>
      </Alert>
    );
  }
  const answer = compensation.data;
  const label = (slice: CompensationSlice) => (slice.kind === 'benefit' ? productName(slice.key) : t(sliceLabelKeys[slice.kind]));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('compensation.intro', { year: answer.year })}
        </Text>
        {answer.years.length > 1 && (
          <NativeSelect
            label={t('compensation.year')}
            data={answer.years.map(String)}
            value={String(answer.year)}
            onChange={(event) => onYearChange(Number(event.currentTarget.value))}
            data-testid="compensation-year"
            w={120}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <CompensationSummary answer={answer} productName={productName} />
        </Paper>
        <Paper component="section" aria-labelledby="compensation-chart-title" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title id="compensation-chart-title" order={2} size="h4" mb="md">
            {t('compensation.chart.title')}
          </Title>
          <CompensationChart slices={compensationSlices(answer)} total={answer.total} label={label} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
