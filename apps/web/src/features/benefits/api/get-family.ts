import type { familyListViewSchema, familyMemberViewSchema } from '@flexplan/domain/profile/family-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One entry of GET /families; entry 0 is the user (`relationship: "you"`, id 0). */
export type FamilyMember = ResponseOf<typeof familyMemberViewSchema> & { birthday: string };

/**
 * The members the benefit rules can price: active ones, as the server sees them, with a birthday
 * (the employee's own may not be on file before the profile is complete, and the benefit pages
 * are reached only after it is).
 */
const isPriceable = (member: ResponseOf<typeof familyMemberViewSchema>): member is FamilyMember => member.active && member.birthday !== null;

export function listFamily(signal?: AbortSignal): Promise<ResponseOf<typeof familyListViewSchema>> {
  return api.get('/families', { signal, notifyOnError: false });
}

export const familyQueryOptions = queryOptions({
  queryKey: queryKeys.families,
  queryFn: ({ signal }) => listFamily(signal),
  select: (family) => family.filter(isPriceable),
});

export function useFamily() {
  return useQuery(familyQueryOptions);
}
