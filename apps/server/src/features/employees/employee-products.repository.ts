import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, userProducts } from '../../db/schema/index';

/** Every product of the company, with whether this employee may hire it and their own switch. */
export function listProductsForEmployee(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({
      id: products.id,
      alias: products.alias,
      line: products.line,
      name: products.name,
      isEnabled: sql<boolean>`${userProducts.productId} is not null`,
      isActiveForEmployee: sql<boolean>`coalesce(${userProducts.isActive}, false)`,
    })
    .from(products)
    .leftJoin(userProducts, and(eq(userProducts.companyId, products.companyId), eq(userProducts.productId, products.id), eq(userProducts.userId, userId)))
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.position), asc(products.id));
}

/**
 * Makes `productIds` exactly the products the employee may hire: the others' rows go, the missing
 * ones come switched on; a product kept keeps the employee's own switch.
 */
export async function replaceEnabledProducts(tx: DbOrTx, companyId: number, userId: number, productIds: number[]): Promise<void> {
  const ofEmployee = and(eq(userProducts.companyId, companyId), eq(userProducts.userId, userId));
  await tx.delete(userProducts).where(productIds.length > 0 ? and(ofEmployee, notInArray(userProducts.productId, productIds)) : ofEmployee);
  if (productIds.length === 0) return;
  await tx
    .insert(userProducts)
    .values(productIds.map((productId) => ({ companyId, userId, productId, isActive: true })))
    .onConflictDoNothing();
}

/** Which of `ids` are the company's products. */
export async function companyProductIds(db: DbOrTx, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.id));
}
