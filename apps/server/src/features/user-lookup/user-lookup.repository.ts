import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { searchWords } from '@flexplan/domain/users/search-words';
import { USER_LOOKUP_LIMIT, type UserLookupQuery } from '@flexplan/domain/users/user-lookup-api';
import type { DbOrTx } from '../../db/client';
import { peopleSearchFinds } from '../../db/schema/people-search';
import { auditLog, users } from '../../db/schema/index';

const fullName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName1}, ${users.lastName2})`;

/**
 * Up to USER_LOOKUP_LIMIT people in whose names, e-mail or employee number each typed word is found,
 * accents and case aside (the employee list's search, docs/decisions/081-people-search-by-word-without-accents.md),
 * by name: the company's own, or those who wrote in its audit log (an operator's row is the platform's, not the company's).
 */
export function lookupCompanyUsers(db: DbOrTx, companyId: number, { q: text, among }: UserLookupQuery) {
  const words = searchWords(text).map((word) => peopleSearchFinds(users, word));
  const scope =
    among === 'actors'
      ? inArray(users.id, db.selectDistinct({ id: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.companyId, companyId)))
      : eq(users.companyId, companyId);
  return db
    .select({ id: users.id, fullName, email: users.email })
    .from(users)
    .where(and(scope, ...words))
    .orderBy(asc(users.firstName), asc(users.lastName1), asc(users.id))
    .limit(USER_LOOKUP_LIMIT);
}
