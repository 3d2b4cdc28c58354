import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { FamilyMember } from './list-family';

/**
 * PUT /families/{id}: one member; answers the member. lastName2 is required there: a form that left
 * it out sends it empty, which the server refuses on that field as it would a missing one.
 */
export function editFamilyMember({ id, member }: { id: number; member: FamilyMemberInput }): Promise<FamilyMember> {
  return api.put('/families/:id', { ...member, lastName2: member.lastName2 ?? '' }, { params: { id }, notifyOnError: false });
}

export function useEditFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFamilyMember,
    onSuccess: (member) => queryClient.setQueryData<FamilyMember[]>(queryKeys.families, (family) => family?.map((m) => (m.id === member.id ? member : m))),
  });
}
