import type { Benefit } from '@flexplan/domain/catalogue-types';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { FormDraftProvider } from '../../../shared/forms/form-drafts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import { useBags } from '../api/get-bags';
import { useCategoryBenefits } from '../api/get-category-benefits';
import { useFamily } from '../api/get-family';
import { useUserPlan } from '../api/get-user-plan';
import { buildBenefitPlan } from '../lib/benefit-plan';
import { toContractCharge } from '../lib/contract-charge';
import { formKindOf } from '../lib/form-kind';
import { BenefitCardSkeleton } from './benefit-card-skeleton';

// The cards, with their forms (number inputs, sliders, the months' checkboxes, the cart actions),
// are a chunk of their own, fetched as the page mounts, side by side with the four queries they
// wait for anyway: the page's first download holds its frame and skeleton only.
const loadBenefitCard = () => import('./benefit-card');
const BenefitCard = lazy(() => loadBenefitCard().then(({ BenefitCard }) => ({ default: BenefitCard })));

interface ProductCatalogueProps {
  alias: string;
  /** The category's name, already translated. */
  title: string;
  /** The company's cut-off day (start months, docs/product/benefits-and-simulation.md §4). */
  cutOffDay: number;
  /**
   * The side calculator (docs/product/benefits-and-simulation.md §2), shown when the category has a tax-advantage benefit;
   * it gets the category's benefits (their meal working days) and reads the forms' drafts
   * (FormDraftProvider below), so the figures move as the employee edits. The page composes it.
   */
  renderCalculator?: (benefits: Benefit[]) => ReactNode;
}

function NoProducts() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconMoodEmpty size={28} />}
      title={t('benefits.noProducts')}
      message={t('states.empty.products')}
      action={
        <Button component={Link} to="/home" variant="light" size="sm">
          {t('states.empty.productsAction')}
        </Button>
      }
      testId="no-products"
    />
  );
}

/** The cards' place while their data or their code is on its way. */
function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('benefits.loading')} testId="benefits-skeleton">
      <Stack gap="lg">
        <BenefitCardSkeleton />
        <BenefitCardSkeleton />
      </Stack>
    </SkeletonRegion>
  );
}

/** The product page of one category (docs/product/benefits-and-simulation.md §2): its benefits as cards, each with its form. */
export function ProductCatalogue({ alias, title, cutOffDay, renderCalculator }: ProductCatalogueProps) {
  const { t } = useTranslation();
  const benefits = useCategoryBenefits(alias);
  const bags = useBags();
  const family = useFamily();
  const userPlan = useUserPlan();
  const queries = [benefits, bags, family, userPlan];
  useEffect(() => void loadBenefitCard().catch(() => undefined), []);

  const heading = (
    <Title order={1} mb="xs">
      {title}
    </Title>
  );
  const unknownCategory = isApiError(benefits.error) && benefits.error.status === 404;
  if (unknownCategory) {
    return (
      <Stack gap="lg">
        {heading}
        <NoProducts />
      </Stack>
    );
  }
  if (queries.some((q) => q.isError)) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert color="red" variant="light" title={t('benefits.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => queries.forEach((q) => q.isError && void q.refetch())}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!benefits.data || !bags.data || !family.data || !userPlan.data) {
    return (
      <Stack gap="lg">
        {heading}
        <CardsSkeleton />
      </Stack>
    );
  }

  const { cart = [], contracts = [] } = userPlan.data;
  const sources = {
    year: bags.data.year,
    today: bags.data.today,
    cutOffDay,
    bags: bags.data.bags,
    overview: bags.data.overview,
    charges: [...cart, ...contracts].map(toContractCharge),
    family: family.data,
    cart,
    contracts,
  };
  const plans = benefits.data.map((benefit) => buildBenefitPlan(benefit, sources));
  const taxAdvantaged = benefits.data.filter((benefit) => benefit.isTaxAdvantage);
  const isContractable = benefits.data.some((benefit) => formKindOf(benefit) !== 'informative');

  return (
    <FormDraftProvider>
      <Stack gap="lg">
        <div>
          {heading}
          {isContractable && <Text>{t('benefits.intro', { year: bags.data.year })}</Text>}
        </div>
        {plans.length === 0 ? (
          <NoProducts />
        ) : (
          <>
            {taxAdvantaged.length > 0 && renderCalculator?.(plans.map((plan) => plan.benefit))}
            <Suspense fallback={<CardsSkeleton />}>
              {plans.map((plan) => (
                <BenefitCard key={plan.benefit.id} plan={plan} />
              ))}
            </Suspense>
          </>
        )}
      </Stack>
    </FormDraftProvider>
  );
}
