import { type FamilyRelationship } from '@flexplan/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One entry of GET /families; entry 0 is the user (`relationship: "you"`, id 0). */
export interface FamilyMember {
  id: number;
  relationship: FamilyRelationship;
  firstName: string;
  lastName1: string;
  lastName2: string | null;
  fullName: string;
  birthday: string;
  active: boolean;
}

export function listFamily(signal?: AbortSignal): Promise<FamilyMember[]> {
  return api.get<FamilyMember[]>('/families', { signal, notifyOnError: false });
}

export const familyQueryOptions = queryOptions({
  queryKey: queryKeys.families,
  queryFn: ({ signal }) => listFamily(signal),
  // The rules see active members only, as the server does.
  select: (family) => family.filter((member) => member.active),
});

export function useFamily() {
  return useQuery(familyQueryOptions);
}
