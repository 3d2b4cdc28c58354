import { Center, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../shared/ui/list-skeleton';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';

/** /compensation while it loads (CompensationView's shape): the figures beside the donut and its legend. */
export function CompensationSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('compensation.loading')} testId="compensation-skeleton">
      <Stack gap="lg">
        <Skeleton height={14} width="60%" radius="sm" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="sm">
              <Skeleton height={12} width="50%" radius="sm" />
              <SkeletonRows rows={6} columns={2} isPlain />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Skeleton height={20} width="40%" radius="sm" />
              <Center>
                <Skeleton height={220} circle />
              </Center>
              <SkeletonRows rows={3} columns={2} isPlain />
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>
    </SkeletonRegion>
  );
}
