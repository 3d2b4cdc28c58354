import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { PLATFORM_COMPANY_SLUG } from '@flexplan/domain/company/platform-api';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { cartVersions, companies, companyPeopleCounts, sessions, users } from '../../db/schema/index';
import type { HostSession } from '../../http/host-session';
import { companyAtRevision } from '../company/company.service';
import type { SessionUser } from '../../http/session-user';

/**
 * The company of a subdomain and, when the token names a live session of it, the session's user
 * and the versions a revalidated read's ETag is made of (docs/decisions/100-one-read-path-revalidated-by-etag.md):
 * what every authenticated request needs, in one statement, on every request. Prepared once per
 * database. Of the company it reads the id and revision only: the row itself is the copy this
 * process holds while the revision is the same (company.repository.ts `companyAtRevision`).
 */
const companyWithSession = preparedPerDatabase((db) =>
  db
    .select({
      company: { id: companies.id, revision: companies.revision },
      user: {
        id: users.id,
        companyId: users.companyId,
        collectiveId: users.collectiveId,
        role: users.role,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        isPasswordDeprecated: users.isPasswordDeprecated,
        sessionId: sessions.id,
      },
      userVersion: cartVersions.version,
      peopleVersion: companyPeopleCounts.version,
    })
    .from(companies)
    .leftJoin(
      sessions,
      and(
        // A platform operator's session is the platform company's and serves on every host (issue 17 item 1).
        sql`${sessions.companyId} in (${companies.id}, (select platform.id from companies platform where platform.slug = ${sql.raw(`'${PLATFORM_COMPANY_SLUG}'`)}))`,
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .leftJoin(
      users,
      and(
        eq(users.id, sessions.userId),
        eq(users.companyId, sessions.companyId),
        // A deactivated account's sessions end at once, whatever revoked them or not (issue 17).
        isNull(users.deactivatedAt),
        or(eq(sessions.companyId, companies.id), eq(users.role, 'platform-operator')),
      ),
    )
    .leftJoin(cartVersions, eq(cartVersions.userId, users.id))
    .leftJoin(companyPeopleCounts, eq(companyPeopleCounts.companyId, companies.id))
    .where(eq(companies.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('company_with_session'),
);

/** Undefined when no company has this subdomain; `user` null when the token names no live session of it. */
export async function findCompanyWithSession(db: Db, slug: string, tokenHash: string): Promise<HostSession | undefined> {
  const [row] = await companyWithSession(db).execute({ slug, tokenHash });
  const company = row && (await companyAtRevision(db, row.company));
  if (!company) return undefined;
  if (!isSessionUser(row.user)) return { company, user: null, versions: null };
  return { company, user: row.user, versions: { user: row.userVersion ?? 0, people: row.peopleVersion ?? 0 } };
}

/** Left-joined, the user's columns are all null when the token names no live session. */
function isSessionUser(user: { [K in keyof SessionUser]: SessionUser[K] | null }): user is SessionUser {
  return user.id !== null && user.sessionId !== null;
}
