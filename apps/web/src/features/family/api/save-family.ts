import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { FamilyMember } from './list-family';

/**
 * POST /families: the whole family after the change, without the user's own entry 0 (docs/product/employee-portal.md
 * §4): members without id are added, those left out deleted. Answers the new list.
 */
export function saveFamily(members: FamilyMemberInput[]): Promise<FamilyMember[]> {
  return api.post('/families', members, { notifyOnError: false });
}

export function useSaveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFamily,
    onSuccess: (family) => queryClient.setQueryData(queryKeys.families, family),
  });
}
