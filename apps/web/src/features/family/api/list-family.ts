import type { familyMemberViewSchema } from '@flexplan/domain/profile/family-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One entry of GET /families (docs/product/employee-portal.md §3 Family member); entry 0 is the user (`id: 0`, "you"). */
export type FamilyMember = ResponseOf<typeof familyMemberViewSchema>;
export type Relationship = FamilyMember['relationship'];
export type IdType = FamilyMember['idType'];

export function listFamily(signal?: AbortSignal): Promise<FamilyMember[]> {
  // The tab says "family not found" itself (docs/product/employee-portal.md §8).
  return api.get('/families', { signal, notifyOnError: false });
}

/** The same key as the benefit forms' family query: a change here reaches them at once. */
export const familyListQueryOptions = queryOptions({
  queryKey: queryKeys.families,
  queryFn: ({ signal }) => listFamily(signal),
});

export function useFamilyList(isEnabled = true) {
  return useQuery({ ...familyListQueryOptions, enabled: isEnabled });
}
