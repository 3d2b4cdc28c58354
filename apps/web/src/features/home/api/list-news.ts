import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** One news message (GET /messages, spec part 1 §3 News message). */
export interface NewsMessage {
  id: number;
  text: LocalizedText;
  publishedAt: string;
}

export const newsQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'news'],
  queryFn: ({ signal }) => api.get<NewsMessage[]>('/messages', { signal, notifyOnError: false }),
});

export function useNews() {
  return useQuery(newsQueryOptions);
}
