import { Alert, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompany } from '../../features/company/api/get-company';
import { AlertsTable } from '../../features/home/components/alerts-table';
import { BagsPanel } from '../../features/home/components/bags-panel';
import { HomeSkeleton } from '../../features/home/components/home-skeleton';
import { NewsList } from '../../features/home/components/news-list';
import { HomeTour } from '../../features/onboarding-tour/components/home-tour';
import { PendingSimulationsTable } from '../../features/home/components/pending-simulations-table';
import { SituationPanel } from '../../features/home/components/situation-panel';
import { StatsTiles } from '../../features/home/components/stats-tiles';
import { YearSwitch } from '../../features/home/components/year-switch';
import { useHomeDashboard } from '../../features/home/lib/use-home-dashboard';
import { ProductTiles } from '../../features/plan/components/product-tiles';
import { ProductTilesSkeleton } from '../../features/plan/components/product-tiles-skeleton';
import { useProfile } from '../../features/profile/api/get-profile';
import { SavingsPanel } from '../../features/tax-calculator/components/savings-panel';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePlanSavings } from '../tax-calculator/use-tax-inputs';

/**
 * The saved / pending-saving panel of users with tax-advantaged products (docs/product/employee-portal.md §1 Home):
 * its own component so the calculator's queries run only when the panel shows. Says when its
 * figures are settled (shown, or known not to be): the tour counts its steps after that.
 */
function HomeSavingsPanel({ year, onSettled }: { year: number; onSettled: (isSettled: boolean) => void }) {
  const state = usePlanSavings(year);
  const isSettled = state.status !== 'loading';
  useEffect(() => onSettled(isSettled), [isSettled, onSettled]);
  // The tour points at the panel only once it shows figures.
  return (
    <div data-tour={state.status === 'ready' ? 'savings' : undefined}>
      <SavingsPanel state={state} />
    </div>
  );
}

/** /home (docs/product/employee-portal.md §1, §2 Home): counters, bags and products, news, alerts, pending simulations. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  const { dashboard, isPending, isError } = useHomeDashboard(searchParams.get('year'), company.alertDays);
  const { data: user } = useProfile();
  const [isSavingsSettled, setIsSavingsSettled] = useState(false);
  usePageTitle(t('home.title'));

  if (isPending) return <HomeSkeleton products={<ProductTilesSkeleton />} />;
  if (isError || !dashboard) {
    return (
      <Alert color="red" variant="light" title={t('home.title')}>
        {t('home.loadFailed')}
      </Alert>
    );
  }

  const productName = (alias: string) => pickLocalized(dashboard.products.find((p) => p.category.alias === alias)?.category.name, i18n.language) || alias;
  const benefitName = (benefitId: number) => pickLocalized(dashboard.benefitName(benefitId), i18n.language);
  const hasTaxAdvantageProducts = dashboard.products.some((product) => product.PL === 'Exent');
  // The first-login tour: once the home has its figures, and never for a restricted
  // session (the route guard sends it to the profile warning first; this says so here too).
  const isTourShown =
    user?.isOnboardingTourDone === false &&
    user.isProfileComplete &&
    !user.isPasswordDeprecated &&
    !dashboard.yearBags.isPending &&
    !dashboard.isCataloguePending &&
    (!hasTaxAdvantageProducts || isSavingsSettled);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('home.title')}</Title>
        <YearSwitch
          years={dashboard.years}
          year={dashboard.year}
          onChange={(year) => setSearchParams(year === dashboard.defaultYear ? {} : { year: String(year) }, { replace: true })}
        />
      </Group>
      <StatsTiles counters={dashboard.counters} year={dashboard.year} />
      {hasTaxAdvantageProducts && <HomeSavingsPanel year={dashboard.year} onSettled={setIsSavingsSettled} />}
      <SituationPanel
        year={dashboard.year}
        bags={
          <div data-tour="bags">
            <BagsPanel answer={dashboard.yearBags.data} isPending={dashboard.yearBags.isPending} isError={dashboard.yearBags.isError} />
          </div>
        }
        products={
          <div data-tour="products">
            <ProductTiles products={dashboard.products} statuses={dashboard.statuses} emptyText={t('plan.empty')} />
          </div>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NewsList />
        <AlertsTable alerts={dashboard.alerts} isPending={dashboard.isCataloguePending} productName={productName} benefitName={benefitName} />
      </SimpleGrid>
      <PendingSimulationsTable simulations={dashboard.pending} isPending={dashboard.isCataloguePending} productName={productName} />
      {isTourShown && <HomeTour firstName={user.firstName} year={dashboard.year} />}
    </Stack>
  );
}
