import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useCompensation } from '../api/get-compensation';
import { compensationSlices, type CompensationSlice } from '../lib/compensation-slices';
import { CompensationChart } from './compensation-chart';
import { CompensationSkeleton } from './compensation-skeleton';
import { CompensationSummary } from './compensation-summary';

const sliceLabelKeys: Record<Exclude<CompensationSlice['kind'], 'benefit'>, string> = {
  fixedSalary: 'compensation.fixedSalary',
  variableSalary: 'compensation.variableSalary',
  socialSecurity: 'compensation.socialSecurity',
};

/** /compensation (spec part 1 §2): the figures beside the chart; one column on a phone. */
export function CompensationView({ productName }: { productName: (alias: string) => string }) {
  const { t } = useTranslation();
  const compensation = useCompensation();

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
      <Text c="dimmed">{t('compensation.intro', { year: answer.year })}</Text>
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
