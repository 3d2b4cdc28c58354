import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /bags: the plan year new items start in, the server's today (ISO, Europe/Madrid), the bags and their figures. */
export type BagsAnswer = ResponseOf<typeof bagsAnswerSchema>;

export function getBags(signal?: AbortSignal): Promise<BagsAnswer> {
  return api.get('/bags', { signal, notifyOnError: false });
}

export const bagsQueryOptions = queryOptions({
  queryKey: queryKeys.bags,
  queryFn: ({ signal }) => getBags(signal),
});

export function useBags() {
  return useQuery(bagsQueryOptions);
}
