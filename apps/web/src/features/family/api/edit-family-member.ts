import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { FamilyMember } from './list-family';

/** PUT /families/{id}: one member (lastName2 required there); answers the member. */
export function editFamilyMember({ id, member }: { id: number; member: FamilyMemberInput }): Promise<FamilyMember> {
  return api.put<FamilyMember>(`/families/${id}`, member, { notifyOnError: false });
}

export function useEditFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFamilyMember,
    onSuccess: (member) => queryClient.setQueryData<FamilyMember[]>(queryKeys.families, (family) => family?.map((m) => (m.id === member.id ? member : m))),
  });
}
