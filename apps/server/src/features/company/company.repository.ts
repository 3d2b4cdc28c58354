import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { CompanyRow } from '../../http/request-company';

/**
 * Prepared once per database: every API request reads its company, so its SQL is built once, not
 * at each call (issue 16: Drizzle's query building was a quarter of the server's CPU), and
 * PostgreSQL plans it once per connection.
 */
const prepare = (db: Db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('company_by_slug');
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepare>>();

/** The company of a subdomain; undefined for none, or for no subdomain (a host outside BASE_DOMAIN). */
export async function findCompanyBySlug(db: Db, slug: string | null): Promise<CompanyRow | undefined> {
  if (slug === null) return undefined;
  let query = preparedByDb.get(db);
  if (!query) preparedByDb.set(db, (query = prepare(db)));
  const [row] = await query.execute({ slug });
  return row;
}
