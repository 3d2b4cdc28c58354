import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import { productAggregateStatuses, type HomeProductStatus } from '@flexplan/domain/home/aggregate-status';
import { homeAlerts, type HomeAlert } from '@flexplan/domain/home/alerts';
import { dashboardYears, defaultDashboardYear, pickDashboardYear } from '@flexplan/domain/home/dashboard-year';
import { homeCounters, type HomeCounters } from '@flexplan/domain/home/home-counters';
import { entriesOfYear } from '@flexplan/domain/home/home-contract';
import { listPendingSimulations, type PendingSimulation } from '@flexplan/domain/home/pending-simulations';
import { useMemo } from 'react';
import { useHomePlan, type PlanContract, type PlanProduct } from '../api/get-home-plan';
import { useBags, type BagsAnswer } from '../api/get-year-bags';
import type { LocalizedText } from '../../../shared/i18n/localized-text';
import { useBenefitsOf } from '../api/list-benefits-of';
import { liveCategories } from './live-categories';
import { toHomeContract, type HomeEntry } from './to-home-contract';

export interface HomeDashboard {
  today: string;
  /** The year shown, the one shown without `?year=`, and the years the person may switch between. */
  year: number;
  defaultYear: number;
  years: number[];
  /** The active products, in the company's order. */
  products: PlanProduct[];
  statuses: ReadonlyMap<CategoryAlias, HomeProductStatus>;
  counters: HomeCounters;
  /** The year's contracts (not the cart), by category: what is contracted. */
  contractsByCategory: ReadonlyMap<CategoryAlias, PlanContract[]>;
  pending: PendingSimulation<HomeEntry>[];
  alerts: HomeAlert[];
  /** The name of a benefit the person has, from their contract or the catalogue. */
  benefitName: (benefitId: number) => LocalizedText | null;
  /** The catalogue is still loading: statuses, alerts and pending simulations may still change. */
  isCataloguePending: boolean;
  yearBags: { data: BagsAnswer | undefined; isPending: boolean; isError: boolean };
}

export interface HomeDashboardQuery {
  dashboard: HomeDashboard | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * Everything the home, /flexible and /other show, from GET /profile, GET /bags and the
 * categories' benefits, through the domain's home rules (docs/product/employee-portal.md §1, §4).
 * `requestedYear` is the `?year=` of the address.
 */
export function useHomeDashboard(requestedYear: string | null, alertDays: number): HomeDashboardQuery {
  const plan = useHomePlan();
  const planBags = useBags();
  const today = planBags.data?.today;
  const planYear = planBags.data?.year;
  const entries = useMemo(() => (plan.data ? [...(plan.data.cart ?? []), ...(plan.data.contracts ?? [])].map(toHomeContract) : []), [plan.data]);
  const year = today !== undefined && planYear !== undefined ? pickDashboardYear(requestedYear, today, planYear) : undefined;
  const defaultYear = planYear !== undefined ? defaultDashboardYear(planYear) : undefined;
  const yearBags = useBags(year, year !== undefined);
  // Only the benefits the person has in the cart or live are read: their documents and end dates.
  const categories = useMemo(() => (plan.data && today ? liveCategories(plan.data, today) : []), [plan.data, today]);
  const catalogue = useBenefitsOf(categories);

  const dashboard = useMemo((): HomeDashboard | null => {
    if (!plan.data || today === undefined || planYear === undefined || year === undefined || defaultYear === undefined) return null;
    const products = (plan.data.products ?? []).filter((product) => product.isActive);
    const ofYear = entriesOfYear(entries, year);
    const contractsByCategory = new Map<CategoryAlias, PlanContract[]>();
    for (const entry of ofYear) {
      if (entry.status === 'cart') continue;
      contractsByCategory.set(entry.category, [...(contractsByCategory.get(entry.category) ?? []), entry.view]);
    }
    return {
      today,
      year,
      defaultYear,
      years: dashboardYears(today, planYear),
      products,
      statuses: productAggregateStatuses(
        products.map((p) => p.category.alias),
        ofYear,
        catalogue.benefits,
      ),
      counters: homeCounters(ofYear),
      contractsByCategory,
      pending: listPendingSimulations(ofYear, catalogue.benefits),
      alerts: homeAlerts({ entries, benefits: catalogue.benefits, today, alertDays }),
      benefitName: (benefitId) => entries.find((e) => e.benefitId === benefitId)?.view.benefitName ?? catalogue.benefits.get(benefitId)?.name ?? null,
      isCataloguePending: catalogue.isPending,
      yearBags: { data: yearBags.data, isPending: yearBags.isPending, isError: yearBags.isError },
    };
  }, [plan.data, today, planYear, year, defaultYear, entries, catalogue, alertDays, yearBags.data, yearBags.isPending, yearBags.isError]);

  return { dashboard, isPending: plan.isPending || planBags.isPending, isError: plan.isError || planBags.isError };
}
