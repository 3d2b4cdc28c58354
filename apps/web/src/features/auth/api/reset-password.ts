import { COOKIE_CONSENT_VERSION, type resetPasswordBodySchema } from '@flexplan/domain';
import type { RequestOf } from '@flexplan/domain/api/wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { startSession } from '../../../shared/api/session';
import { i18n } from '../../../shared/i18n/i18n';
import { hasCurrentCookieConsent } from '../../../shared/storage/cookie-consent-storage';

/** The reset form's body, with the link's token that travels as `access_token`. */
export type ResetPasswordInput = Omit<RequestOf<typeof resetPasswordBodySchema>, 'cookiesAccepted'> & { token: string };

/**
 * Sets the password with the link's token, sending the cookie consent given in this browser as
 * login does; the session the server then opens is kept (docs/decisions/045-password-link-logs-in.md).
 * Answers whether the person is now logged in.
 */
export async function resetPassword({ token, ...body }: ResetPasswordInput): Promise<{ isLoggedIn: boolean }> {
  // The logged-in pages' texts, fetched while the password is set (as login does).
  void i18n.loadNamespaces('app').catch(() => undefined);
  const cookiesAccepted = hasCurrentCookieConsent() ? COOKIE_CONSENT_VERSION : undefined;
  const answer = await api.post('/users/reset-password', { ...body, cookiesAccepted }, { query: { access_token: token }, notifyOnError: false });
  if (answer.token) startSession(answer.token);
  return { isLoggedIn: Boolean(answer.token) };
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
