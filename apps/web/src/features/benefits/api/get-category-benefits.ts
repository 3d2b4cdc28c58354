import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /modalities/by-category/{alias}: the category's benefits for this employee, supplementaries included. */
export function listCategoryBenefits(alias: string, signal?: AbortSignal): Promise<ResponseOf<typeof benefitListSchema>> {
  return api.get('/modalities/by-category/:category', { params: { category: alias }, signal, notifyOnError: false });
}

export function categoryBenefitsQueryOptions(alias: string) {
  return queryOptions({
    queryKey: queryKeys.categoryBenefits(alias),
    queryFn: ({ signal }) => listCategoryBenefits(alias, signal),
  });
}

/** The main benefits of a category (docs/product/benefits-and-simulation.md §2: supplementaries are chosen inside their wizard). */
export function useCategoryBenefits(alias: string) {
  return useQuery({
    ...categoryBenefitsQueryOptions(alias),
    select: (benefits) => benefits.filter((benefit) => benefit.parentId === null),
  });
}
