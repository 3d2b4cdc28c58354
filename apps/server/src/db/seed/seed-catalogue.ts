import { and, asc, eq } from 'drizzle-orm';
import { seedRateTables } from '@flexplan/domain/benefits/seed-rate-tables';
import type { Db } from '../client';
import { benefits, collectives, products, providers, rateTableRows, userProducts, users } from '../schema/index';
import { acmeCatalogue, demoBags, globexCatalogue, type DemoCatalogue } from './demo-catalogue';
import { seedHistory } from './seed-history';
import { seedStaleCart } from './seed-stale-cart';
import type { CalendarDate } from '@flexplan/domain/benefits/start-month';
import type { Storage } from '../../storage/local-storage';

const catalogues: Record<string, DemoCatalogue> = { acme: acmeCatalogue, globex: globexCatalogue };

/** Every month of the year open, unless the demo says otherwise. */
const allMonths = Array.from({ length: 12 }, () => true);

/**
 * Seeds a company's demo catalogue, rate tables, user bags and product activation. Idempotent:
 * a company that already has products is left alone. Benefits run from 1 January of `planYear`
 * to 31 December of the next year, so the demo can be contracted whenever it is started.
 */
export async function seedCatalogue(db: Db, storage: Storage, companyId: number, slug: string, today: CalendarDate): Promise<boolean> {
  const planYear = today.year;
  const catalogue = catalogues[slug];
  if (!catalogue) return false;
  const existing = await db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId)).limit(1);
  if (existing.length > 0) return false;

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
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
    for (const employee of employees) {
      const bags = demoBags[employee.email ?? ''];
      if (bags) await tx.update(users).set(bags).where(eq(users.id, employee.id));
      await tx.insert(userProducts).values(productRows.map((p) => ({ companyId, userId: employee.id, productId: p.id, isActive: true })));
    }
    await seedHistory(tx, storage, companyId, slug, planYear, benefitId);
    if (slug === 'acme') await seedStaleCart(tx, companyId, today, benefitId);
  });
  return true;
}
