import { asc, eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, menuItems } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;

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

export function listMenuItems(db: DbOrTx, companyId: number) {
  return db
    .select({ id: menuItems.id, icon: menuItems.icon, link: menuItems.link, position: menuItems.position, name: menuItems.name })
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId)))
    .orderBy(asc(menuItems.position));
}
