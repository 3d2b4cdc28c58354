import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema/index';

/** One of the company's people with what the welcome e-mail needs; undefined for anyone else's id. */
export async function findWelcomeRecipient(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      companyName: companies.name,
      companySlug: companies.slug,
      companyLanguages: companies.languages,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row;
}
