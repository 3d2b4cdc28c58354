import { type ProfileUpdate } from '@flexplan/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type User } from './get-profile';

/** POST /profile: only the non-object fields (spec part 1 §5); answers the updated user. */
export function updateProfile(fields: ProfileUpdate): Promise<User> {
  // The forms report failures themselves: fields go back to their inputs, a 409 has its own text.
  return api.post<User>('/profile', fields, { notifyOnError: false });
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
