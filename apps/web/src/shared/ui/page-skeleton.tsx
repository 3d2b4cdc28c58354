import { Paper, Skeleton, Stack } from '@mantine/core';
import { SkeletonRows } from './list-skeleton';
import { SkeletonRegion } from './skeleton-region';

/**
 * A page whose code or first data is still on its way: a title and two blocks where the page's
 * own will be, inside the shell that is already usable.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label} testId="page-skeleton">
      <Stack gap="lg">
        <Skeleton height={34} width="45%" radius="sm" />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Skeleton height={20} width="30%" radius="sm" />
            <Skeleton height={12} width="90%" radius="sm" />
            <Skeleton height={12} width="75%" radius="sm" />
          </Stack>
        </Paper>
        <SkeletonRows rows={3} columns={4} withBorder />
      </Stack>
    </SkeletonRegion>
  );
}
