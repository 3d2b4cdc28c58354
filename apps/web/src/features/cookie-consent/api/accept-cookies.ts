import { COOKIE_CONSENT_VERSION } from '@flexplan/domain';
import type { cookieConsentSchema, userProfileSchema } from '@flexplan/domain/profile/profile-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { storeCookieConsent } from '../../../shared/storage/cookie-consent-storage';

type CookieConsent = ResponseOf<typeof cookieConsentSchema>;

export function acceptCookies(): Promise<CookieConsent> {
  return api.post('/profile/cookies', { version: COOKIE_CONSENT_VERSION });
}

/**
 * Remembers the consent in this browser and, for a logged-in user, on the account (docs/product/employee-portal.md
 * §2: the main menu's modal closes once the user has accepted).
 */
export function useAcceptCookies({ isLoggedIn }: { isLoggedIn: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      storeCookieConsent();
      return isLoggedIn ? acceptCookies() : { cookiesAccepted: COOKIE_CONSENT_VERSION };
    },
    onSuccess: ({ cookiesAccepted }) => {
      if (!isLoggedIn) return;
      queryClient.setQueryData<ResponseOf<typeof userProfileSchema>>(queryKeys.profile, (user) => (user ? { ...user, cookiesAccepted } : user));
    },
  });
}
