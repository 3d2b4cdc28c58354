import type { companyBagSchema, profileProductSchema, userProfileSchema } from '@flexplan/domain/profile/profile-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A company bag: a fixed amount or a percent of the fixed salary (docs/decisions/216-a-company-bag-given-as-a-percent-is-a-percent.md). */
export type CompanyBag = ResponseOf<typeof companyBagSchema>;

/** A product the company enabled for the user, switched on or off by the user (docs/product/employee-portal.md §6). */
export type ProfileProduct = ResponseOf<typeof profileProductSchema>;

/** The logged-in user (docs/product/employee-portal.md §3 User): GET /profile. Money in cents. */
export type User = ResponseOf<typeof userProfileSchema>;

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get('/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

/** The profile, fetched only while there is a token to ask with. */
export function useProfile(hasSession = true) {
  return useQuery({ ...profileQueryOptions, enabled: hasSession });
}
