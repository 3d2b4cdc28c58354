import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /bags: the year asked for (without one, the plan year new contracts start in), the server's today, the bags. */
export type BagsAnswer = ResponseOf<typeof bagsAnswerSchema>;

/** Without a year: the plan year's bags, the same query the product pages read. */
export function bagsQueryOptions(year?: number) {
  return queryOptions({
    queryKey: year === undefined ? queryKeys.bags : [...queryKeys.bags, year],
    queryFn: ({ signal }) => api.get('/bags', { signal, query: { year }, notifyOnError: false }),
  });
}

/**
 * A year's bags. Asked by number for the plan year (home opens on it), they are the answer already
 * cached without a year, taken as it is rather than asked again (/home called GET
 * /api/bags twice).
 */
export function useBags(year?: number, isEnabled = true) {
  const queryClient = useQueryClient();
  const planYearAnswer = () => {
    const plan = queryClient.getQueryData<BagsAnswer>(queryKeys.bags);
    return year !== undefined && plan?.year === year ? plan : undefined;
  };
  return useQuery({
    ...bagsQueryOptions(year),
    enabled: isEnabled,
    initialData: planYearAnswer,
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.bags)?.dataUpdatedAt,
  });
}
