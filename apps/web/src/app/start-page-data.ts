import { isShellPage } from '@flexplan/domain/routing/early-requests';
import type { QueryClient } from '@tanstack/react-query';
import { categoryBenefitsQueryOptions } from '../features/benefits/api/get-category-benefits';
import type { Company } from '../features/company/api/get-company';
import { familyListQueryOptions } from '../features/family/api/list-family';
import { bagsQueryOptions } from '../features/home/api/get-year-bags';
import { newsQueryOptions } from '../features/home/api/list-news';
import type { User } from '../features/profile/api/get-profile';
import { userPlanQueryOptions } from '../shared/api/user-plan';

/** The pages drawn from the home dashboard (features/home/lib/use-home-dashboard.ts). */
const dashboardPaths = /^\/(home|flexible|other)$/;

function normalise(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Starts, beside the profile, the queries the page a load opens on asks first: they
 * waited for the shell's and the page's code, some ninety files over HTTP/1.1's six connections,
 * and then queued behind them. The same queries under the same keys as the components that
 * read them, so nothing is asked twice. The cost: a session the route guard sends elsewhere (an
 * incomplete profile opening /home goes to /) asks for what it does not show. Settles (never
 * rejects) once every one has answered or failed: main.tsx waits for it before the first render.
 */
export function prefetchStartPageData(queryClient: QueryClient, path: string): Promise<unknown> {
  const page = normalise(path);
  if (!isShellPage(page)) return Promise.resolve();
  const reads: Promise<unknown>[] = [queryClient.prefetchQuery(familyListQueryOptions), queryClient.prefetchQuery(bagsQueryOptions())];
  if (page === '/home') reads.push(queryClient.prefetchQuery(newsQueryOptions));
  if (dashboardPaths.test(page)) reads.push(prefetchDashboardCatalogue(queryClient));
  const alias = /^\/products\/([^/]+)$/.exec(page)?.[1];
  if (alias) reads.push(queryClient.prefetchQuery(categoryBenefitsQueryOptions(decodeURIComponent(alias))));
  return Promise.allSettled(reads);
}

/**
 * The catalogue of the categories the person has (their benefits' end dates and questionnaires),
 * which the dashboard asks for once the profile and the bags are in and the page has rendered:
 * asked as soon as those two answer instead, a render and the page's code earlier. The largest
 * paint of /home waits for it (Lighthouse). The rule comes with the page's code.
 */
function prefetchDashboardCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.fetchQuery(userPlanQueryOptions), queryClient.fetchQuery(bagsQueryOptions()), import('../features/home/lib/live-categories')])
    .then(([plan, bags, { liveCategories }]) =>
      Promise.allSettled(liveCategories(plan, bags.today).map((alias) => queryClient.prefetchQuery(categoryBenefitsQueryOptions(alias)))),
    )
    .catch(() => undefined);
}

/**
 * The shell header's logo (the legal entity's when it has one, so known only with the profile),
 * fetched as soon as the profile says which: the largest image of a page whose content is still
 * loading, and the largest paint of /profile.
 */
export function preloadShellLogo(path: string, user: User, company: Company | undefined): void {
  const logo = user.legalEntity?.logo ?? company?.logo;
  if (!logo || !isShellPage(normalise(path))) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = logo;
  document.head.append(link);
}
