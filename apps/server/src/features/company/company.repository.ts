import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { companies } from '../../db/schema/index';
import type { CompanyRow } from '../../http/request-company';

/** Every API request reads its company: prepared once per database. */
const companyBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('company_by_slug'),
);

/** The company of a subdomain; undefined for none, or for no subdomain (a host outside BASE_DOMAIN). */
export async function findCompanyBySlug(db: Db, slug: string | null): Promise<CompanyRow | undefined> {
  if (slug === null) return undefined;
  const [row] = await companyBySlug(db).execute({ slug });
  return row;
}
