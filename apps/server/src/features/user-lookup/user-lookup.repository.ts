import { and, asc, eq, or, sql } from 'drizzle-orm';
import { USER_LOOKUP_LIMIT } from '@flexplan/domain/users/user-lookup-api';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

const fullName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName1}, ${users.lastName2})`;

/** LIKE's own characters in what a person typed are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Up to USER_LOOKUP_LIMIT of the company's people whose name or e-mail contains the text, by name. */
export function lookupCompanyUsers(db: DbOrTx, companyId: number, text: string) {
  const pattern = likePattern(text);
  return db
    .select({ id: users.id, fullName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), text ? or(sql`lower(${fullName}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName1), asc(users.id))
    .limit(USER_LOOKUP_LIMIT);
}
