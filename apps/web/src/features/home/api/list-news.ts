import type { newsMessageSchema } from '@flexplan/domain/news/news-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One news message (GET /messages, docs/product/employee-portal.md §3 News message). */
export type NewsMessage = ResponseOf<typeof newsMessageSchema>;

export const newsQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'news'],
  queryFn: ({ signal }) => api.get('/messages', { signal, notifyOnError: false }),
});

export function useNews() {
  return useQuery(newsQueryOptions);
}
