import type { LoginBody } from '@flexplan/domain';
import type { loginPublicKeySchema } from '@flexplan/domain/auth/auth-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { startSession } from '../../../shared/api/session';
import { i18n } from '../../../shared/i18n/i18n';

type PublicKey = ResponseOf<typeof loginPublicKeySchema>;

export function getPublicKey(): Promise<PublicKey> {
  return api.get('/auth/public-key', { notifyOnError: false });
}

/**
 * The password's encryption (WebCrypto, RSA-OAEP) is not in /login's first download:
 * the form fetches it when the password field is first focused, a submit awaits it at worst.
 */
export const loadPasswordEncryption = () => import('../../../shared/api/encrypt-password');

export interface Credentials {
  email: string;
  password: string;
  cookiesAccepted?: string;
}

/** Encrypts the password, logs in, and keeps the token. The form shows the failures itself. */
export async function login({ email, password, cookiesAccepted }: Credentials): Promise<void> {
  // The logged-in pages' texts (shared/i18n/locale-parts.ts), fetched while the password is checked.
  void i18n.loadNamespaces('app').catch(() => undefined);
  const [{ publicKeyPem }, { encryptPassword }] = await Promise.all([getPublicKey(), loadPasswordEncryption()]);
  const body: LoginBody = { email: email.trim(), password: await encryptPassword(password, publicKeyPem), cookiesAccepted };
  const { token } = await api.post('/auth/login', body, { notifyOnError: false });
  startSession(token);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
