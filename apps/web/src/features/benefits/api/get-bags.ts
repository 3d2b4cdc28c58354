import { type BagOverview, type UserBags } from '@flexplan/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /bags (docs/api.md): the plan year new items start in, the server's today, the bags and their figures. */
export interface BagsAnswer {
  year: number;
  /** ISO date in Europe/Madrid: the rules' "today", so the browser agrees with the server. */
  today: string;
  bags: UserBags;
  overview: BagOverview;
}

export function getBags(signal?: AbortSignal): Promise<BagsAnswer> {
  return api.get<BagsAnswer>('/bags', { signal, notifyOnError: false });
}

export const bagsQueryOptions = queryOptions({
  queryKey: queryKeys.bags,
  queryFn: ({ signal }) => getBags(signal),
});

export function useBags() {
  return useQuery(bagsQueryOptions);
}
