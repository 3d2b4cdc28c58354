import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PLATFORM_COMPANY_SLUG } from '@flexplan/domain/company/platform-api';
import type { DbOrTx } from '../../db/client';
import { companies, sessions } from '../../db/schema/index';

/** The company a platform operator's session switched to; null before the first switch. */
export async function findActingCompanyId(db: DbOrTx, sessionId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: sessions.actingCompanyId }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.companyId ?? null;
}

export async function setActingCompany(db: DbOrTx, sessionId: number, companyId: number): Promise<void> {
  await db.update(sessions).set({ actingCompanyId: companyId }).where(eq(sessions.id, sessionId));
}

/** Every client company (not the platform's own), by name, with how many people and live contracts it has. */
export function listClientCompanies(db: DbOrTx) {
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      maintenance: companies.maintenance,
      // Written out qualified: in a subquery, Drizzle names a column without its table.
      employeeCount: sql<number>`(select count(*)::int from users u where u.company_id = companies.id)`,
      contractCount: sql<number>`(select count(*)::int from contracts c where c.company_id = companies.id and c.status in ('pending', 'contracted'))`,
    })
    .from(companies)
    .where(ne(companies.slug, PLATFORM_COMPANY_SLUG))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** A client company by id; undefined for the platform's own or an unknown id. */
export async function findClientCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), ne(companies.slug, PLATFORM_COMPANY_SLUG)));
  return row;
}
