import { DomainError, errorCodes, isCurrentConsent } from '@flexplan/domain';
import { createHash } from 'node:crypto';
import type { LoginPublicKey } from '@flexplan/domain/auth/auth-api';
import { normalizeIP } from '@fastify/rate-limit';
import type { ServiceDeps } from '../../service-deps';
import type { CompanyRow } from '../../http/request-company';
import type { PasswordLinkPurpose, UserRole } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { InvalidCredentialsError, MaintenanceError, TooManyAttemptsError } from '../../http/http-errors';
import {
  consumePasswordReset,
  findUserByEmail,
  findUserByLogin,
  findPlatformOperatorByEmail,
  findUserRole,
  insertSession,
  replacePasswordReset,
  revokeAllSessions,
  revokeSession,
  updateCookiesAccepted,
  updatePassword,
} from './auth.repository';
import { decryptPassword, loadOrCreateLoginKey, type LoginKey } from './login-key';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/password-hash';
import { resetPasswordMail } from './reset-password-mail';
import { assertCurrentPassword } from './current-password';
import { changeOwnPassword } from './password-change';
import { loginAccountRule, loginAddressRule, resetAccountRule, resetAddressRule } from './throttle';
import { clearCounter, hitCounter, refundCounter, type ThrottleRule } from '../../plugins/throttle-counters';

export interface LoginInput {
  email: string;
  password: string;
  cookiesAccepted?: string;
  clientAddress: string;
}

// Login, logout, password reset and change: the use cases of the auth feature. Session and link
// expiries are instants the database compares with its own now(), not business dates: they stay
// on the wall clock whatever day the business clock says it is.
type AuthDeps = Pick<ServiceDeps, 'db' | 'mail' | 'config'>;

/** The login key pair, loaded once per database and kept by this process; a failed load is retried by the next call rather than kept. */
const loginKeys = new WeakMap<Db, Promise<LoginKey>>();
function loginKeyOf(db: Db): Promise<LoginKey> {
  let key = loginKeys.get(db);
  if (!key) {
    key = loadOrCreateLoginKey(db).catch((err: unknown) => {
      loginKeys.delete(db);
      throw err;
    });
    loginKeys.set(db, key);
  }
  return key;
}

/**
 * Counts this attempt BEFORE anything is checked and refuses it past the limit (429): concurrent
 * attempts each take their own number from the database, so a burst gets no more tries than
 * one request after another (issue 12 finding 1).
 */
async function takeAttempt(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  const hit = await hitCounter(db, key, rule);
  if (hit.count > rule.limit) throw new TooManyAttemptsError(hit.secondsLeft);
}

/** A new session of the user (login, or a password just set with a link), and the cookie consent it came with. */
async function openSession(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  companyId: number,
  userId: number,
  cookiesAccepted: string | undefined,
): Promise<{ token: string }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3600_000);
  await insertSession(db, companyId, userId, hashToken(token), expiresAt);
  if (isCurrentConsent(cookiesAccepted)) await updateCookiesAccepted(db, companyId, userId, cookiesAccepted!);
  return { token };
}

/** The public half of the login key, which the browser encrypts passwords under. */
export async function loginPublicKey({ db }: Pick<ServiceDeps, 'db'>): Promise<LoginPublicKey> {
  return { algorithm: 'RSA-OAEP-256', publicKeyPem: (await loginKeyOf(db)).publicKeyPem };
}

export async function login(deps: AuthDeps, company: CompanyRow, input: LoginInput): Promise<{ token: string }> {
  const { db } = deps;
  if (company.maintenance) throw new MaintenanceError();
  if (company.cookieConsentMandatory && !isCurrentConsent(input.cookiesAccepted)) {
    throw new DomainError(errorCodes.COOKIES_REQUIRED, 'Es necesario aceptar las cookies');
  }
  const addressKey = `login:address:${clientAddressKey(input.clientAddress)}`;
  await takeAttempt(db, addressKey, loginAddressRule);
  // One counter per account whatever identifier was typed (e-mail or personal ID); an unknown
  // identifier gets one of its own, so probing for accounts meets the same limit.
  // A platform operator is not one of the host company's people, and logs in on any host (issue 17 item 1).
  const user = (await findUserByLogin(db, company.id, input.email)) ?? (await findPlatformOperatorByEmail(db, input.email));
  const accountKey = user ? `login:user:${company.id}:${user.id}` : `login:unknown:${company.id}:${identifierDigest(input.email)}`;
  await takeAttempt(db, accountKey, loginAccountRule);

  const password = decryptPassword(await loginKeyOf(db), input.password);
  const isValid = password !== null && (user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password));
  // A failure keeps both counts it took.
  if (!user || !isValid) throw new InvalidCredentialsError();
  // Only now that the password is right: the account starts afresh, and the address gets back
  // the count it lent, so the address counts failures only (many people behind one office address).
  await clearCounter(db, accountKey);
  await refundCounter(db, addressKey);
  // The session is the user's company's (the operator's: the platform company's), as the rest of the server expects.
  return openSession(deps, user.companyId, user.id, input.cookiesAccepted);
}

export function logout({ db }: Pick<ServiceDeps, 'db'>, companyId: number, sessionId: number): Promise<void> {
  return revokeSession(db, companyId, sessionId);
}

/** Same answer whether or not the account exists (no enumeration); throttled per account and address; a new link revokes the older ones. */
export async function forgotPassword({ db, config, mail }: AuthDeps, company: CompanyRow, email: string, clientAddress: string): Promise<void> {
  if (company.maintenance) throw new MaintenanceError();
  await takeAttempt(db, `reset:address:${clientAddressKey(clientAddress)}`, resetAddressRule);
  const user = await findUserByEmail(db, company.id, email);
  if (!user?.email) return;
  // Over the per-account limit we stay silent rather than answer 429, which would reveal the account.
  const accountHit = await hitCounter(db, `reset:user:${company.id}:${user.id}`, resetAccountRule);
  if (accountHit.count > resetAccountRule.limit) return;
  const token = newOpaqueToken();
  const minutes = config.RESET_TOKEN_TTL_MINUTES;
  const link = `${config.publicUrlTemplate.replace('{company}', company.slug)}/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    await replacePasswordReset(tx, company.id, user.id, hashToken(token), new Date(Date.now() + minutes * 60_000));
    await mail.send(
      tx,
      resetPasswordMail({
        to: user.email!,
        firstName: user.firstName,
        language: user.language,
        link,
        minutes,
        companyId: company.id,
        companyName: company.name,
      }),
    );
  });
}

/**
 * Sets the new password with a single-use token; spends every other reset link and ends every
 * session of that user. Then logs them in, as login would with that password: the link proved
 * who they are, so the login's counters (the address's, the account's) have nothing to count,
 * and the account's starts afresh as after a right password. No session where login would
 * refuse one: a company in maintenance, or a cookie consent required and not given
 * (docs/decisions/045-password-link-logs-in.md).
 */
export async function resetPassword(
  deps: AuthDeps,
  company: CompanyRow,
  token: string,
  newPassword: string,
  cookiesAccepted?: string,
): Promise<{ token?: string }> {
  const { db } = deps;
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction(async (tx) => {
    const link = await consumePasswordReset(tx, company.id, hashToken(token));
    if (link === undefined)
      throw new DomainError(errorCodes.RESET_TOKEN_INVALID, 'No se puede encontrar tu dirección de e-mail: el enlace no es válido o ha caducado');
    const { userId } = link;
    await updatePassword(tx, company.id, userId, passwordHash);
    await revokeAllSessions(tx, company.id, userId);
    // The employee's own sensitive change, audited with it (issue 17 item 3); no password in the entry.
    const role = (await findUserRole(tx, company.id, userId)) ?? 'employee';
    await recordAudit(tx, {
      companyId: company.id,
      actor: { id: userId, role },
      action: 'account.passwordChanged',
      table: 'users',
      rowId: userId,
      employeeId: userId,
      before: { password: 'old', via: null },
      after: { password: 'new', via: link.purpose === 'welcome' ? 'welcome-link' : 'reset-link' },
    });
    return userId;
  });
  if (company.maintenance || (company.cookieConsentMandatory && !isCurrentConsent(cookiesAccepted))) return {};
  await clearCounter(db, `login:user:${company.id}:${userId}`);
  return openSession(deps, company.id, userId, cookiesAccepted);
}

/** The profile's password change: asks the current password and ends the user's other sessions (password-change.ts). */
export async function changePassword(
  { db }: Pick<ServiceDeps, 'db'>,
  user: { companyId: number; id: number; sessionId: number; role: UserRole },
  currentPassword: string,
  password: string,
): Promise<void> {
  return changeOwnPassword(db, await loginKeyOf(db), user, currentPassword, password);
}

/** Before the e-mail or the bank account changes (issue 12 finding 3): current-password.ts. */
export async function verifyCurrentPassword(
  { db }: Pick<ServiceDeps, 'db'>,
  companyId: number,
  userId: number,
  encryptedPassword: string | null | undefined,
): Promise<void> {
  return assertCurrentPassword(db, await loginKeyOf(db), companyId, userId, encryptedPassword);
}

export function acceptCookies({ db }: Pick<ServiceDeps, 'db'>, companyId: number, userId: number, version: string): Promise<void> {
  return updateCookiesAccepted(db, companyId, userId, version);
}

/**
 * Issues a single-use set-password link for one of the company's people, inside the caller's
 * transaction, and revokes their older links of any purpose: only the newest works (issue 12
 * finding 5). The welcome e-mail (features/welcome) uses it with purpose 'welcome'. Answers the
 * token, to be sent and never stored.
 */
export async function issuePasswordLink(
  tx: DbOrTx,
  input: { companyId: number; userId: number; purpose: PasswordLinkPurpose; expiresAt: Date },
): Promise<string> {
  const token = newOpaqueToken();
  await replacePasswordReset(tx, input.companyId, input.userId, hashToken(token), input.expiresAt, input.purpose);
  return token;
}

/** The client address as the throttles count it: an IPv6 client by its /64, which one host usually holds whole. */
function clientAddressKey(address: string): string {
  return normalizeIP(address, 64);
}

/** A typed identifier as a counter key: case and spaces do not matter, and what was typed is not stored. */
function identifierDigest(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');
}
