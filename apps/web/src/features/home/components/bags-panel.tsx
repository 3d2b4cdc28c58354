import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import type { BagsAnswer } from '../api/get-year-bags';
import { BagCard } from './bag-card';
import { BagCardSkeleton } from './bag-card-skeleton';

interface BagsPanelProps {
  answer: BagsAnswer | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The flexible and top bags, which every employee has, while the figures load. */
export function BagsPanelSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('home.bags.loading')} testId="bags-skeleton">
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
        <BagCardSkeleton />
        <BagCardSkeleton />
      </SimpleGrid>
    </SkeletonRegion>
  );
}

/**
 * The bags (docs/product/employee-portal.md §1 Home): the employee's flexible bag, the top bag when they have one
 * (docs/decisions/061-no-top-bag-is-no-bag.md), the company bag only when above 0 (§9), and the
 * user bag when the user has one.
 */
export function BagsPanel({ answer, isPending, isError }: BagsPanelProps) {
  const { t } = useTranslation();
  if (isPending) return <BagsPanelSkeleton />;
  if (isError || !answer) {
    return (
      <Alert color="red" variant="light">
        <Text size="sm">{t('home.bags.loadFailed')}</Text>
      </Alert>
    );
  }
  const { overview, bags } = answer;
  const cards = [
    { key: 'flexible', label: t('home.bags.flexible'), summary: overview.flexible, isShown: true },
    { key: 'top', label: t('home.bags.top'), summary: overview.top, isShown: overview.top.isShown },
    { key: 'company', label: t('home.bags.company'), summary: overview.company, isShown: overview.company.isShown },
    { key: 'user', label: t('home.bags.user'), summary: overview.user, isShown: bags.userBag !== null },
  ].filter((card) => card.isShown);
  return (
    <SimpleGrid cols={{ base: 2, lg: cards.length }} spacing={{ base: 'xs', sm: 'md' }}>
      {cards.map((card) => (
        <BagCard key={card.key} label={card.label} summary={card.summary} testId={`bag-${card.key}`} />
      ))}
    </SimpleGrid>
  );
}
