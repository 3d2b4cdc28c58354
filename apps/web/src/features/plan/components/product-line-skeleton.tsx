import type { ProductLine } from '@flexplan/domain/catalogue-types';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import { ProductTilesSkeleton } from './product-tiles-skeleton';

/** /flexible and /other while the plan loads (ProductLineView's shape): the line's bag, then its tiles. */
export function ProductLineSkeleton({ line, bag }: { line: ProductLine; bag: ReactNode }) {
  const { t } = useTranslation();
  const isExent = line === 'Exent';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{isExent ? t('plan.flexible.title') : t('plan.other.title')}</Title>
        <Text c="dimmed" mt={4}>
          {isExent ? t('plan.flexible.intro') : t('plan.other.intro')}
        </Text>
      </div>
      <SkeletonRegion label={t('plan.loading')} testId="product-line-skeleton">
        <Stack gap="lg">
          {bag}
          <ProductTilesSkeleton count={3} />
        </Stack>
      </SkeletonRegion>
    </Stack>
  );
}
