import type { ProductLine } from '@flexplan/domain/catalogue-types';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompany } from '../../features/company/api/get-company';
import { BagCard } from '../../features/home/components/bag-card';
import { BagCardSkeleton } from '../../features/home/components/bag-card-skeleton';
import { YearSwitch } from '../../features/home/components/year-switch';
import { useHomeDashboard } from '../../features/home/lib/use-home-dashboard';
import { ProductLineSkeleton } from '../../features/plan/components/product-line-skeleton';
import { ProductLineView } from '../../features/plan/components/product-line-view';
import { SkeletonRegion } from '../../shared/ui/skeleton-region';
import { usePageTitle } from '../../shared/ui/use-page-title';

/**
 * /flexible (Exent) and /other (Top): the line's products, its bag and what is contracted. Shared
 * by other-page. No top bag, no Top bag card (docs/decisions/061-no-top-bag-is-no-bag.md).
 */
export function ProductLinePage({ line }: { line: ProductLine }) {
  const { t } = useTranslation();
  const company = useCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  const { dashboard, isPending, isError } = useHomeDashboard(searchParams.get('year'), company.alertDays);
  const isExent = line === 'Exent';
  usePageTitle(isExent ? t('plan.flexible.title') : t('plan.other.title'));

  if (isPending) return <ProductLineSkeleton line={line} bag={<BagCardSkeleton />} />;
  if (isError || !dashboard) {
    return (
      <Alert color="red" variant="light">
        {t('plan.loadFailed')}
      </Alert>
    );
  }
  const bags = dashboard.yearBags;
  const bag = bags.isPending ? (
    <SkeletonRegion label={t('plan.bagLoading')}>
      <BagCardSkeleton />
    </SkeletonRegion>
  ) : bags.data && (isExent || bags.data.overview.top.isShown) ? (
    <BagCard
      label={t(isExent ? 'plan.flexible.bag' : 'plan.other.bag', { year: dashboard.year })}
      summary={isExent ? bags.data.overview.flexible : bags.data.overview.top}
      testId={isExent ? 'bag-flexible' : 'bag-top'}
    />
  ) : null;

  return (
    <ProductLineView
      line={line}
      products={dashboard.products}
      statuses={dashboard.statuses}
      contractsByCategory={dashboard.contractsByCategory}
      bag={bag}
      yearSwitch={
        <YearSwitch
          years={dashboard.years}
          year={dashboard.year}
          onChange={(year) => setSearchParams(year === dashboard.defaultYear ? {} : { year: String(year) }, { replace: true })}
        />
      }
    />
  );
}

/** /flexible: the tax-advantage (Exent) products (docs/decisions/210-main-menu-tiles.md: remuneration). */
export default function FlexiblePage() {
  return <ProductLinePage line="Exent" />;
}
