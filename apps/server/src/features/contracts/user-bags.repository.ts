import { and, eq } from 'drizzle-orm';
import type { UserBags } from '@flexplan/domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

/** The user's salary and bags, as the bag rules read them (spec part 1 §3 User). */
export async function findUserBags(db: DbOrTx, companyId: number, userId: number): Promise<UserBags | undefined> {
  const [row] = await db
    .select({
      flexibleBag: users.flexibleBag,
      topBag: users.topBag,
      companyBag: users.companyBag,
      userBag: users.userBag,
      userBagProrate: users.userBagProrate,
      userBagRestricted: users.userBagRestricted,
      fixedSalary: users.fixedSalary,
      variableSalary: users.variableSalary,
      paymentCount: users.paymentCount,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ? { ...row, companyBag: row.companyBag ?? null } : undefined;
}

/** The profile's private use of a company car, 0–100 (spec part 2 §5 Renting: read-only, from the profile). */
export async function findPrivateUse(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ privateUse: users.privateUse })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.privateUse ?? 0;
}
