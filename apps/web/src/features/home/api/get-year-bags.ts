import { type BagOverview, type UserBags } from '@flexplan/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /bags (docs/api.md). */
export interface BagsAnswer {
  /** The year asked for; without one, the plan year new contracts start in. */
  year: number;
  /** ISO date in Europe/Madrid: the rules' "today", so the browser agrees with the server. */
  today: string;
  bags: UserBags;
  overview: BagOverview;
}

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
