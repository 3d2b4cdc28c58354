import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /bags: the year asked for (without one, the plan year new contracts start in), the server's today, the bags. */
export type BagsAnswer = ResponseOf<typeof bagsAnswerSchema>;

/** Without a year: the plan year's bags, the same query the product pages read. */
export function bagsQueryOptions(year?: number) {
  return queryOptions({
    queryKey: year === undefined ? queryKeys.bags : [...queryKeys.bags, year],
    queryFn: ({ signal }) => api.get<BagsAnswer>('/bags', { signal, query: { year }, notifyOnError: false }),
  });
}

export function useBags(year?: number, isEnabled = true) {
  return useQuery({ ...bagsQueryOptions(year), enabled: isEnabled });
}
