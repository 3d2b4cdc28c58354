import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { userLookupSchema, userLookupScopes } from '@flexplan/domain/users/user-lookup-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type UserLookup = ResponseOf<typeof userLookupSchema>;

/** Whom a picker searches: the company's people, or the authors of its audit log. */
export type LookupScope = (typeof userLookupScopes)[number];

/** GET /admin/users/lookup?q=&among=: up to 20 people whose name or e-mail contains the text. */
export function useUserLookup(text: string, among: LookupScope, isEnabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.session, 'admin', 'users', 'lookup', among, text],
    queryFn: ({ signal }) => api.get('/admin/users/lookup', { query: { q: text, among }, signal, notifyOnError: false }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
