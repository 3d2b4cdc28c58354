import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** The logged-in user (docs/api.md, "User (GET /profile)"). */
export interface User {
  id: number;
  email: string | null;
  firstName: string;
  lastName1: string;
  lastName2: string | null;
  fullName: string;
  phone: string | null;
  personalID: string | null;
  picture: string | null;
  isPasswordDeprecated: boolean;
  cookiesAccepted: string | null;
  language: string | null;
  isProfileComplete: boolean;
  legalEntity: { name: string; logo: string | null } | null;
  cart: unknown[];
  contracts: unknown[];
}

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

/** The profile, fetched only while there is a token to ask with. */
export function useProfile(hasSession = true) {
  return useQuery({ ...profileQueryOptions, enabled: hasSession });
}
