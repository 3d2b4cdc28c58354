import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { benefits, collectives, products } from '../schema/index';
import { demoCatalogues } from './seed-catalogue';

/**
 * The demo keys of a seeded company's benefits (`food-card` → its row), found again after the
 * seed: by product, collective and Spanish name, which the demo catalogue never repeats.
 */
export async function demoBenefitIds(db: DbOrTx, companyId: number, slug: string): Promise<Map<string, number>> {
  const collectiveIds = (
    await db.select({ id: collectives.id }).from(collectives).where(eq(collectives.companyId, companyId)).orderBy(asc(collectives.id))
  ).map((r) => r.id);
  const rows = await db
    .select({ id: benefits.id, alias: products.alias, collectiveId: benefits.collectiveId, name: benefits.name })
    .from(benefits)
    .innerJoin(products, eq(products.id, benefits.productId))
    .where(eq(benefits.companyId, companyId));
  const ids = new Map<string, number>();
  for (const demo of demoCatalogues[slug]?.benefits ?? []) {
    const row = rows.find((r) => r.alias === demo.product && r.collectiveId === collectiveIds[demo.collective] && r.name.es === demo.name.es);
    if (row) ids.set(demo.key, row.id);
  }
  return ids;
}
