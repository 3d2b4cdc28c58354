import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../shared/ui/list-skeleton';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';

/** The cart page while the cart loads (CheckoutWizard's shape): the two steps, the items, the next button. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('checkout.loading')} testId="checkout-skeleton">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={34} circle />
          <Skeleton height={12} width="20%" radius="sm" />
          <Skeleton height={2} style={{ flex: 1 }} />
          <Skeleton height={34} circle />
          <Skeleton height={12} width="20%" radius="sm" />
        </Group>
        <SkeletonRows rows={2} columns={5} withBorder />
        <Group justify="flex-end">
          <Skeleton height={36} width={140} radius="sm" />
        </Group>
      </Stack>
    </SkeletonRegion>
  );
}
