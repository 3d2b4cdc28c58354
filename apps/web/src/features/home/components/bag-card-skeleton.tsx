import { Paper, Skeleton, Stack } from '@mantine/core';

/** A bag card's shape (BagCard) while its figures load: name, amount available, bar, percent. */
export function BagCardSkeleton() {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="bag-skeleton">
      <Stack gap={8}>
        <Skeleton height={12} width="60%" radius="sm" />
        <Skeleton height={10} width="35%" radius="sm" />
        <Skeleton height={24} width="70%" radius="sm" />
        <Skeleton height={8} radius="xl" />
        <Skeleton height={10} width="80%" radius="sm" />
      </Stack>
    </Paper>
  );
}
