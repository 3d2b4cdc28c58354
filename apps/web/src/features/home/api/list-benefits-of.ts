import type { HomeBenefit } from '@flexplan/domain/home/home-contract';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A benefit of the catalogue (GET /modalities/by-category/{alias}). */
type Benefit = ResponseOf<typeof benefitListSchema>[number];

export type KnownBenefit = HomeBenefit & Pick<Benefit, 'name'>;

export interface BenefitsOf {
  isPending: boolean;
  benefits: ReadonlyMap<number, KnownBenefit>;
}

// Outside the hook, so TanStack Query keeps the combined result stable between renders.
function combine(results: UseQueryResult<Benefit[]>[]): BenefitsOf {
  return {
    isPending: results.some((result) => result.isPending),
    benefits: new Map(results.flatMap((result) => result.data ?? []).map((benefit) => [benefit.id, benefit])),
  };
}

/**
 * The benefits of the given categories (GET /modalities/by-category/{alias}, the product pages'
 * query), merged by id: the home reads their questionnaire, end date and name. A category the
 * server refuses counts as empty: its alerts are left out rather than the whole home failing.
 */
export function useBenefitsOf(categories: readonly string[]): BenefitsOf {
  return useQueries({
    queries: categories.map((alias) => ({
      queryKey: queryKeys.categoryBenefits(alias),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get('/modalities/by-category/:category', { params: { category: alias }, signal, notifyOnError: false }),
    })),
    combine,
  });
}
