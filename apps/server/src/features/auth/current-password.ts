import { DomainError, errorCodes, validationMessages } from '@flexplan/domain';
import type { Db } from '../../db/client';
import { FieldRuleError, InputError, TooManyAttemptsError } from '../../http/http-errors';
import { findPasswordHash } from './auth.repository';
import { decryptPassword, type LoginKey } from './login-key';
import { verifyPassword } from '../../security/password-hash';
import { loginAccountRule } from './throttle';
import { clearCounter, hitCounter } from '../../plugins/throttle-counters';

/**
 * The current password, asked before the password, the e-mail or the bank account changes, so a
 * stolen session cannot lock its owner out (issue 12 finding 3). It travels RSA-encrypted as at
 * login. A wrong one answers 400 on its field, never 401: the browser takes 401 as "session over".
 * Guesses are throttled per user like login's, counted before the check so a burst gets no more
 * tries than one request after another.
 */
export async function assertCurrentPassword(
  db: Db,
  loginKey: LoginKey,
  companyId: number,
  userId: number,
  encrypted: string | null | undefined,
): Promise<void> {
  if (!encrypted) throw new InputError({ currentPassword: validationMessages.required });
  const counterKey = `current-password:user:${companyId}:${userId}`;
  const hit = await hitCounter(db, counterKey, loginAccountRule);
  if (hit.count > loginAccountRule.limit) throw new TooManyAttemptsError(hit.secondsLeft);
  const password = decryptPassword(loginKey, encrypted);
  const passwordHash = await findPasswordHash(db, companyId, userId);
  if (password === null || !passwordHash || !(await verifyPassword(passwordHash, password))) {
    throw new FieldRuleError(new DomainError(errorCodes.CURRENT_PASSWORD_WRONG, 'La contraseña actual no es correcta'), 'currentPassword');
  }
  await clearCounter(db, counterKey);
}
