import { and, asc, eq } from 'drizzle-orm';
import { seedRateTables } from '@flexplan/domain/benefits/seed-rate-tables';
import type { DbOrTx } from '../client';
import { benefits, collectives, products, providers, rateTableRows, userProducts, users } from '../schema/index';
import { acmeCatalogue, demoBags, globexCatalogue, type DemoCatalogue } from './demo-catalogue';
import { seedHistory } from './seed-history';
import { seedStaleCart } from './seed-stale-cart';
import type { CalendarDate } from '@flexplan/domain/dates/madrid-calendar';
import type { Storage } from '../../storage/local-storage';

/** Each seeded company's demo catalogue, by slug. */
export const demoCatalogues: Record<string, DemoCatalogue> = { acme: acmeCatalogue, globex: globexCatalogue };

/** A demo employee's salary and bags (by their demo e-mail), and every product of the company switched on. */
export async function setUpDemoEmployee(db: DbOrTx, companyId: number, userId: number, demoEmail: string, productIds: number[]): Promise<void> {
  const bags = demoBags[demoEmail];
  if (bags) await db.update(users).set(bags).where(eq(users.id, userId));
  await db.insert(userProducts).values(productIds.map((productId) => ({ companyId, userId, productId, isActive: true })));
}

/** Every month of the year open, unless the demo says otherwise. */
const allMonths = Array.from({ length: 12 }, () => true);

/**
 * Seeds a company's demo catalogue, rate tables, user bags and product activation. Idempotent:
 * a company that already has products is left alone. Benefits run from 1 January of `planYear`
 * to 31 December of the next year, so the demo can be contracted whenever it is started.
 */
export async function seedCatalogue(db: DbOrTx, storage: Storage, companyId: number, slug: string, today: CalendarDate): Promise<boolean> {
  const planYear = today.year;
  const catalogue = demoCatalogues[slug];
  if (!catalogue) return false;
  const existing = await db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId)).limit(1);
  if (existing.length > 0) return false;

  await db.transaction(async (tx) => {
    const collectiveIds = (
      await tx.select({ id: collectives.id }).from(collectives).where(eq(collectives.companyId, companyId)).orderBy(asc(collectives.id))
    ).map((r) => r.id);
    const providerRows = await tx
      .insert(providers)
      .values(catalogue.providers.map((p) => ({ ...p, companyId })))
      .returning({ id: providers.id, name: providers.name });
    const providerId = new Map(providerRows.map((p) => [p.name, p.id]));
    const productRows = await tx
      .insert(products)
      .values(catalogue.products.map((p, position) => ({ ...p, position, companyId })))
      .returning({ id: products.id, alias: products.alias });
    const productId = new Map(productRows.map((p) => [p.alias, p.id]));

    const benefitId = new Map<string, number>();
    // Parents first, so supplementaries can point at them.
    const ordered = [...catalogue.benefits].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
    for (const { key, product, collective, provider, parent, monthsAvailability, ...fields } of ordered) {
      const [row] = await tx
        .insert(benefits)
        .values({
          ...fields,
          companyId,
          productId: productId.get(product)!,
          collectiveId: collectiveIds[collective]!,
          providerId: provider ? (providerId.get(provider) ?? null) : null,
          parentId: parent ? (benefitId.get(parent) ?? null) : null,
          startDate: `${planYear}-01-01`,
          endDate: `${planYear + 1}-12-31`,
          monthsAvailability: monthsAvailability ?? allMonths,
        })
        .returning({ id: benefits.id });
      benefitId.set(key, row!.id);
    }

    await tx
      .insert(rateTableRows)
      .values(
        Object.values(seedRateTables).flatMap((table) =>
          Object.entries(table.coverages).flatMap(([coverage, bands]) =>
            (bands ?? []).map((band) => ({ companyId, tableKey: table.key, coverage, ageFrom: band.from, ageTo: band.to, rate: band.rate })),
          ),
        ),
      );

    const employees = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'employee')));
    for (const employee of employees)
      await setUpDemoEmployee(
        tx,
        companyId,
        employee.id,
        employee.email ?? '',
        productRows.map((p) => p.id),
      );
    await seedHistory(tx, storage, companyId, slug, planYear, benefitId);
    if (slug === 'acme') await seedStaleCart(tx, companyId, today, benefitId);
  });
  return true;
}
