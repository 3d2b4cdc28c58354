import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { USER_LOOKUP_LIMIT, type UserLookupQuery } from '@flexplan/domain/users/user-lookup-api';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

const fullName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName1}, ${users.lastName2})`;

/** LIKE's own characters in what a person typed are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Up to USER_LOOKUP_LIMIT people whose name or e-mail contains the text, by name: the company's
 * own, or those who wrote in its audit log (an operator's row is the platform's, not the company's).
 */
export function lookupCompanyUsers(db: DbOrTx, companyId: number, { q: text, among }: UserLookupQuery) {
  const pattern = likePattern(text);
  const scope =
    among === 'actors'
      ? inArray(users.id, db.selectDistinct({ id: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.companyId, companyId)))
      : eq(users.companyId, companyId);
  return db
    .select({ id: users.id, fullName, email: users.email })
    .from(users)
    .where(and(scope, text ? or(sql`lower(${fullName}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName1), asc(users.id))
    .limit(USER_LOOKUP_LIMIT);
}
