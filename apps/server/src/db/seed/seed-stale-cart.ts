import { and, eq } from 'drizzle-orm';
import type { CalendarDate } from '@flexplan/domain/dates/madrid-calendar';
import type { DbOrTx } from '../client';
import { benefits, contractItems, contracts, users } from '../schema/index';
import { staleCart } from './demo-history';

/**
 * david's cart has gone stale, as carts do when nobody signs them: one gym month already past its
 * cut-off (this month, seen from `today`) and a benefit of a collective he no longer belongs to.
 * Neither could be added today; both are what the cart's "Next" must stop (docs/product/cart-and-contracts.md §5 Next step).
 */
export async function seedStaleCart(db: DbOrTx, companyId: number, today: CalendarDate, benefitIds: Map<string, number>): Promise<void> {
  const [david] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, staleCart.email)));
  if (!david) return;
  const items = [
    { key: staleCart.expired, year: today.year, months: [today.month] },
    { key: staleCart.otherCollective, year: today.year + 1, months: [12] },
  ];
  for (const { key, year, months } of items) {
    const benefitId = benefitIds.get(key)!;
    const [benefit] = await db
      .select({ collectiveId: benefits.collectiveId, defaultPrice: benefits.defaultPrice })
      .from(benefits)
      .where(eq(benefits.id, benefitId));
    const monthly = benefit!.defaultPrice;
    const price = monthly * months.length;
    const [row] = await db
      .insert(contracts)
      .values({
        companyId,
        userId: david.id,
        benefitId,
        category: 'gym',
        collectiveId: benefit!.collectiveId,
        year,
        status: 'cart',
        signed: false,
        price,
        contributedPrice: 0,
        finalPrice: price,
        userBag: 0,
        details: {},
      })
      .returning({ id: contracts.id });
    await db
      .insert(contractItems)
      .values(months.map((month) => ({ companyId, contractId: row!.id, benefitId, familyId: null, month, price: monthly, contributedPrice: 0 })));
  }
}
