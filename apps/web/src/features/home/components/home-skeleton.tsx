import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../shared/ui/list-skeleton';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import { BagCardSkeleton } from './bag-card-skeleton';

function PanelSkeleton({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Skeleton height={22} width="40%" radius="sm" />
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The home's shape while the plan and the bags load: the title, the three counters,
 * the situation panel with its bags and product tiles, the news and the alerts.
 */
export function HomeSkeleton({ products }: { products: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      <SkeletonRegion label={t('home.loading')} testId="home-skeleton">
        <Stack gap="lg">
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
            {[0, 1, 2].map((tile) => (
              <Paper key={tile} withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
                <Stack gap={8}>
                  <Skeleton height={28} width={36} radius="sm" />
                  <Skeleton height={10} width="80%" radius="sm" />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <PanelSkeleton>
            <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
              <BagCardSkeleton />
              <BagCardSkeleton />
            </SimpleGrid>
            <Skeleton height={16} width="25%" radius="sm" mt="xs" />
            {products}
          </PanelSkeleton>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <PanelSkeleton>
              <SkeletonRows rows={2} columns={1} isPlain />
            </PanelSkeleton>
            <PanelSkeleton>
              <SkeletonRows rows={2} columns={2} isPlain />
            </PanelSkeleton>
          </SimpleGrid>
        </Stack>
      </SkeletonRegion>
    </Stack>
  );
}
