import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The one-query ceiling's statement: a user row by primary key, prepared once (a named, server-side
 * prepared statement on PostgreSQL), plain columns only so no decryption is measured.
 */
export function prepareUserById(db: Db) {
  const statement = db
    .select({ id: users.id, firstName: users.firstName, lastName1: users.lastName1, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('bench_user_by_id');
  return async (id: number) => (await statement.execute({ id }))[0];
}
