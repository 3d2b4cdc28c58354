import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { userLookupSchema } from '@flexplan/domain/users/user-lookup-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type UserLookup = ResponseOf<typeof userLookupSchema>;

/** GET /admin/users/lookup?q=: up to 20 people of the company acted on whose name or e-mail contains the text. */
export function useUserLookup(text: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.session, 'admin', 'users', 'lookup', text],
    queryFn: ({ signal }) => api.get<UserLookup>('/admin/users/lookup', { query: { q: text }, signal, notifyOnError: false }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
