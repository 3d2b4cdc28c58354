import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { CompanyRow } from '../../http/request-company';

/** The company of a subdomain; undefined for none, or for no subdomain (a host outside BASE_DOMAIN). */
export async function findCompanyBySlug(db: DbOrTx, slug: string | null): Promise<CompanyRow | undefined> {
  if (slug === null) return undefined;
  return db
    .select()
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1)
    .then((rows) => rows[0]);
}
