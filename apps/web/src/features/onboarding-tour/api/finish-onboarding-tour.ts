import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { onboardingTourBodySchema, userProfileSchema } from '@flexplan/domain/profile/profile-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

type OnboardingTourBody = RequestOf<typeof onboardingTourBodySchema>;
type Profile = ResponseOf<typeof userProfileSchema>;

/** PUT /profile/onboarding-tour: finished or skipped alike, the tour is not shown again (204). */
export function finishOnboardingTour(): Promise<void> {
  const body: OnboardingTourBody = { done: true };
  // A failure to remember it is not the person's concern: at worst the tour shows once more.
  return api.put('/profile/onboarding-tour', body, { notifyOnError: false });
}

/**
 * Marks the tour done on the account. The cached profile says so at once, before the call
 * answers, so the home never starts the tour again in this session, even if the call fails.
 */
export function useFinishOnboardingTour() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({ mutationFn: finishOnboardingTour });
  return useCallback(() => {
    queryClient.setQueryData<Profile>(queryKeys.profile, (user) => (user ? { ...user, isOnboardingTourDone: true } : user));
    mutate();
  }, [queryClient, mutate]);
}
