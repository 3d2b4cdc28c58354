import { DomainError, errorCodes, isCurrentConsent, meetsPasswordPolicy } from '@flexplan/domain';
import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../company/company.repository';
import { InvalidCredentialsError, MaintenanceError, TooManyAttemptsError } from '../../http/http-errors';
import {
  consumePasswordReset, findUserByEmail, findUserByLogin, insertPasswordReset, insertSession,
  revokeAllSessions, revokeSession, updateCookiesAccepted, updatePassword,
} from './auth.repository';
import { decryptPassword, type LoginKey } from './login-key';
import { hashToken, newOpaqueToken } from './opaque-token';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';
import { resetPasswordMail } from './reset-password-mail';
import {
  clearAttempts, countAttempt, loginAccountRule, loginAddressRule, resetAccountRule, resetAddressRule, secondsUntilAllowed,
} from './throttle';

export interface LoginInput {
  email: string;
  password: string;
  cookiesAccepted?: string;
  clientAddress: string;
}

/** Login, logout, password reset and change: the use cases of the auth feature. */
export function createAuthService(app: FastifyInstance, loginKey: () => Promise<LoginKey>) {
  const db = () => app.database.db;

  async function assertNotThrottled(keys: [string, typeof loginAccountRule][]): Promise<void> {
    for (const [key, rule] of keys) {
      const wait = await secondsUntilAllowed(db(), key, rule);
      if (wait > 0) throw new TooManyAttemptsError(wait);
    }
  }

  return {
    async login(company: CompanyRow, input: LoginInput): Promise<{ token: string }> {
      if (company.maintenance) throw new MaintenanceError();
      if (company.cookieConsentMandatory && !isCurrentConsent(input.cookiesAccepted)) {
        throw new DomainError(errorCodes.COOKIES_REQUIRED, 'Es necesario aceptar las cookies');
      }
      const accountKey = `login:account:${company.id}:${input.email.trim().toLowerCase()}`;
      const addressKey = `login:address:${input.clientAddress}`;
      const throttles: [string, typeof loginAccountRule][] = [[accountKey, loginAccountRule], [addressKey, loginAddressRule]];
      await assertNotThrottled(throttles);

      const password = decryptPassword(await loginKey(), input.password);
      const user = await findUserByLogin(db(), company.id, input.email);
      const isValid = password !== null && (user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password));
      if (!user || !isValid) {
        for (const [key, rule] of throttles) await countAttempt(db(), key, rule);
        throw new InvalidCredentialsError();
      }
      await clearAttempts(db(), accountKey);
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + app.config.SESSION_TTL_HOURS * 3600_000);
      await insertSession(db(), company.id, user.id, hashToken(token), expiresAt);
      if (isCurrentConsent(input.cookiesAccepted)) await updateCookiesAccepted(db(), company.id, user.id, input.cookiesAccepted!);
      return { token };
    },

    logout: (companyId: number, sessionId: number) => revokeSession(db(), companyId, sessionId),

    /** Same answer whether or not the account exists (no enumeration); throttled per account and address. */
    async forgotPassword(company: CompanyRow, email: string, clientAddress: string): Promise<void> {
      if (company.maintenance) throw new MaintenanceError();
      const addressKey = `reset:address:${clientAddress}`;
      await assertNotThrottled([[addressKey, resetAddressRule]]);
      await countAttempt(db(), addressKey, resetAddressRule);
      const accountKey = `reset:account:${company.id}:${email.trim().toLowerCase()}`;
      // Over the per-account limit we stay silent rather than answer 429, which would reveal the account.
      if (await secondsUntilAllowed(db(), accountKey, resetAccountRule) > 0) return;
      const user = await findUserByEmail(db(), company.id, email);
      if (!user?.email) return;
      await countAttempt(db(), accountKey, resetAccountRule);
      const token = newOpaqueToken();
      const minutes = app.config.RESET_TOKEN_TTL_MINUTES;
      const link = `${app.config.publicUrlTemplate.replace('{company}', company.slug)}/reset-password?token=${token}`;
      await db().transaction(async (tx) => {
        await insertPasswordReset(tx, company.id, user.id, hashToken(token), new Date(Date.now() + minutes * 60_000));
        await app.mail.send(tx, resetPasswordMail({ to: user.email!, firstName: user.firstName, language: user.language, link, minutes, companyId: company.id, companyName: company.name }));
      });
    },

    /** Sets the new password with a single-use token and revokes every session of that user. */
    async resetPassword(company: CompanyRow, token: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await db().transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, company.id, hashToken(token));
        if (userId === undefined) throw new DomainError(errorCodes.RESET_TOKEN_INVALID, 'No se puede encontrar tu dirección de e-mail: el enlace no es válido o ha caducado');
        await updatePassword(tx, company.id, userId, passwordHash);
        await revokeAllSessions(tx, company.id, userId);
      });
    },

    /** The profile's password change; clears the deprecated flag (spec part 1 §4 Password expired). */
    async changePassword(companyId: number, userId: number, password: string): Promise<void> {
      if (!meetsPasswordPolicy(password)) throw new DomainError(errorCodes.PASSWORD_POLICY, 'La contraseña no cumple las medidas mínimas de seguridad');
      await updatePassword(db(), companyId, userId, await hashPassword(password));
    },

    acceptCookies: (companyId: number, userId: number, version: string) => updateCookiesAccepted(db(), companyId, userId, version),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
