import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema/index';
import type { SessionUser } from './session-user';

/** A user of this company by e-mail (case-insensitive) or personal ID (spec part 1 §2: "e-mail or ID"). */
export function findUserByLogin(db: DbOrTx, companyId: number, identifier: string) {
  const id = identifier.trim();
  return db.select({ id: users.id, passwordHash: users.passwordHash, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), or(sql`lower(${users.email}) = lower(${id})`, sql`upper(${users.personalId}) = upper(${id})`)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserByEmail(db: DbOrTx, companyId: number, email: string) {
  return db.select({ id: users.id, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = lower(${email.trim()})`))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertSession(db: DbOrTx, companyId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ companyId, userId, tokenHash, expiresAt });
}

/** The live session's user: not revoked, not expired, of this company. */
export function findSessionUser(db: DbOrTx, companyId: number, tokenHash: string): Promise<SessionUser | undefined> {
  return db.select({
    id: users.id, companyId: users.companyId, collectiveId: users.collectiveId, role: users.role, email: users.email,
    phone: users.phone, firstName: users.firstName, isPasswordDeprecated: users.isPasswordDeprecated, sessionId: sessions.id,
  })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .where(and(eq(sessions.companyId, companyId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function revokeSession(db: DbOrTx, companyId: number, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.companyId, companyId), eq(sessions.id, sessionId)));
}

export async function revokeAllSessions(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertPasswordReset(db: DbOrTx, companyId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ companyId, userId, tokenHash, expiresAt });
}

/** Marks a live reset token used and answers its user; undefined when unknown, used or expired. */
export function consumePasswordReset(db: DbOrTx, companyId: number, tokenHash: string): Promise<number | undefined> {
  return db.update(passwordResets).set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.companyId, companyId), eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId })
    .then((rows) => rows[0]?.userId);
}

export async function updatePassword(db: DbOrTx, companyId: number, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, isPasswordDeprecated: false, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function updateCookiesAccepted(db: DbOrTx, companyId: number, userId: number, version: string): Promise<void> {
  await db.update(users).set({ cookiesAccepted: version }).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
