import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personalIdBlindIndexOf } from '../../db/crypto/active-cipher';
import { PLATFORM_COMPANY_SLUG } from '@flexplan/domain/company/platform-api';
import { companies, passwordResets, sessions, users, type PasswordLinkPurpose } from '../../db/schema/index';

/**
 * Who may log in or get a reset link: not an account an administrator deactivated.
 * The session lookup refuses the same accounts (company-session.repository.ts).
 */
const isActiveAccount = isNull(users.deactivatedAt);

/**
 * A user of this company by e-mail (case-insensitive) or personal ID (docs/product/employee-portal.md §2: "e-mail or ID").
 * The personal ID is encrypted at rest, so it is found through its blind index.
 */
export function findUserByLogin(db: DbOrTx, companyId: number, identifier: string) {
  const id = identifier.trim();
  return db
    .select(loginColumns)
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isActiveAccount,
        or(sql`lower(${users.email}) = lower(${id})`, eq(users.personalIdBlindIndex, personalIdBlindIndexOf(companyId, id))),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

const loginColumns = {
  id: users.id,
  companyId: users.companyId,
  passwordHash: users.passwordHash,
  email: users.email,
  language: users.language,
  firstName: users.firstName,
};

/**
 * A platform operator by e-mail: their row is in the platform company, and they log in on any
 * company's host. Found through the platform company's own e-mail index.
 */
export function findPlatformOperatorByEmail(db: DbOrTx, email: string) {
  return db
    .select(loginColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(eq(companies.slug, PLATFORM_COMPANY_SLUG), eq(users.role, 'platform-operator'), isActiveAccount, sql`lower(${users.email}) = lower(${email.trim()})`),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserByEmail(db: DbOrTx, companyId: number, email: string) {
  return db
    .select({ id: users.id, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), isActiveAccount, sql`lower(${users.email}) = lower(${email.trim()})`))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertSession(db: DbOrTx, companyId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ companyId, userId, tokenHash, expiresAt });
}

export async function revokeSession(db: DbOrTx, companyId: number, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.id, sessionId)));
}

export async function revokeAllSessions(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Holds the user's row until the transaction ends, so the reset links of one user are issued and
 * spent one request at a time: two concurrent requests cannot each leave a live link behind.
 */
async function lockUser(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .for('update');
}

/** Marks every outstanding reset link of the user spent (only the newest link may work). */
async function revokePasswordResets(db: DbOrTx, companyId: number, userId: number) {
  return db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.companyId, companyId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
}

/** Issues a set-password link (a reset or a welcome) and revokes the user's older ones, of either purpose; call inside a transaction. */
export async function replacePasswordReset(
  tx: DbOrTx,
  companyId: number,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  purpose: PasswordLinkPurpose = 'reset',
): Promise<void> {
  await lockUser(tx, companyId, userId);
  await revokePasswordResets(tx, companyId, userId);
  await tx.insert(passwordResets).values({ companyId, userId, tokenHash, expiresAt, purpose });
}

/**
 * Spends a live reset link and, with it, every other outstanding link of its user; answers the
 * user, or undefined when the link is unknown, used, revoked or expired. Call inside a transaction.
 */
export async function consumePasswordReset(
  tx: DbOrTx,
  companyId: number,
  tokenHash: string,
): Promise<{ userId: number; purpose: PasswordLinkPurpose } | undefined> {
  const [live] = await tx
    .select({ userId: passwordResets.userId, purpose: passwordResets.purpose })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.companyId, companyId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!live) return undefined;
  await lockUser(tx, companyId, live.userId);
  // Read again under the lock: a request that held it may have spent or revoked this link meanwhile.
  const spent = await revokePasswordResets(tx, companyId, live.userId);
  return spent.some((row) => row.tokenHash === tokenHash) ? live : undefined;
}

export async function updatePassword(db: DbOrTx, companyId: number, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, isPasswordDeprecated: false, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function updateCookiesAccepted(db: DbOrTx, companyId: number, userId: number, version: string): Promise<void> {
  await db
    .update(users)
    .set({ cookiesAccepted: version })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** The user's password hash, to check the current password before a sensitive change. */
export function findPasswordHash(db: DbOrTx, companyId: number, userId: number): Promise<string | undefined> {
  return db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1)
    .then((rows) => rows[0]?.passwordHash);
}

/** Ends every live session of the user but the one given (the one that changed the password). */
export async function revokeOtherSessions(db: DbOrTx, companyId: number, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** The user's role, for the audit entry of a change they make without a session (a reset link). */
export async function findUserRole(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.role;
}
