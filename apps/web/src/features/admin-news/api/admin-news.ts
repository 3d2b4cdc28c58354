import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { adminNewsListSchema, adminNewsSchema, NewsInput } from '@flexplan/domain/news/admin-news-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type AdminNews = ResponseOf<typeof adminNewsSchema>;
export type AdminNewsList = ResponseOf<typeof adminNewsListSchema>;

const base = '/admin/news' as const;
export const adminNewsKey = [...queryKeys.session, 'admin', 'news'] as const;

/** GET /admin/news: the company's messages, its languages and its collectives. */
export function useAdminNews() {
  return useQuery({
    queryKey: adminNewsKey,
    queryFn: ({ signal }) => api.get(base, { signal, notifyOnError: false }),
  });
}

export type NewsChange = { action: 'create'; news: NewsInput } | { action: 'update'; id: number; news: NewsInput } | { action: 'delete'; id: number };

function send(change: NewsChange): Promise<unknown> {
  switch (change.action) {
    case 'create':
      return api.post(base, change.news, { notifyOnError: false });
    case 'update':
      return api.put(`${base}/:id`, change.news, { params: { id: change.id }, notifyOnError: false });
    case 'delete':
      return api.delete(`${base}/:id`, { params: { id: change.id }, notifyOnError: false });
  }
}

/** Create, change (publish, expire) or delete a message; the list, the administrator's own home news and the audit log are read again whatever the outcome. */
export function useChangeNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminNewsKey });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'news'] });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] });
    },
  });
}
