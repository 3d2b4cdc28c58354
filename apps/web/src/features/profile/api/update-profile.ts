import type { ProfileUpdate } from '@flexplan/domain/profile/profile-update-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { encryptWithServerKey } from '../../../shared/api/encrypt-password';
import { queryKeys } from '../../../shared/api/query-keys';
import type { User } from './get-profile';

/**
 * POST /profile: only the fields the employee may change (docs/product/employee-portal.md §5); answers the updated
 * user. The current password, given when the e-mail or the bank account changes, is typed in the
 * clear and encrypted here as login does.
 */
export async function updateProfile({ currentPassword, ...fields }: ProfileUpdate): Promise<User> {
  const body = currentPassword ? { ...fields, currentPassword: await encryptWithServerKey(currentPassword) } : fields;
  // The forms report failures themselves: fields go back to their inputs, a 409 has its own text.
  return api.post('/profile', body, { notifyOnError: false });
}

/**
 * The answer replaces the cached user at once, so the route guard sees a completed profile (a
 * phone just added) and opens the rest of the portal without another round trip.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.profile, user),
  });
}
