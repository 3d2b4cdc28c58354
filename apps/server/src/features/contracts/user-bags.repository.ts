import { and, eq, sql } from 'drizzle-orm';
import type { ContractCharge, UserBags } from '@flexplan/domain/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { users } from '../../db/schema/index';
import { contractChargesJson } from './contracts.repository';

/** The user's salary and bags, as the bag rules read them (spec part 1 §3 User). */
const bagColumns = {
  flexibleBag: users.flexibleBag,
  topBag: users.topBag,
  companyBag: users.companyBag,
  userBag: users.userBag,
  userBagProrate: users.userBagProrate,
  userBagRestricted: users.userBagRestricted,
  fixedSalary: users.fixedSalary,
  variableSalary: users.variableSalary,
  paymentCount: users.paymentCount,
};

/** The user's salary and bags, as the bag rules read them (spec part 1 §3 User). */
export async function findUserBags(db: DbOrTx, companyId: number, userId: number): Promise<UserBags | undefined> {
  const [row] = await db
    .select(bagColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ? { ...row, companyBag: row.companyBag ?? null } : undefined;
}

/**
 * Locks the user's row until the transaction ends (contracts.repository.ts lockUserBags: one cart
 * change of a user at a time) and reads the bags it guards, in one statement.
 */
export async function lockUserBagsReading(tx: DbOrTx, companyId: number, userId: number): Promise<UserBags | undefined> {
  const [row] = await tx
    .select(bagColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .for('update');
  return row ? { ...row, companyBag: row.companyBag ?? null } : undefined;
}

/** GET /api/bags' one statement: the bags and every contract charged to them, prepared once per database (issue 16: two before). */
const bagsWithCharges = preparedPerDatabase((db) =>
  db
    .select({ ...bagColumns, charges: contractChargesJson({ companyId: users.companyId, userId: users.id }) })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('user_bags_with_charges'),
);

/** The user's bags and what their contracts charge to them (bagOverview's inputs); undefined for no such user. */
export async function findUserBagsWithCharges(db: Db, companyId: number, userId: number): Promise<{ bags: UserBags; charges: ContractCharge[] } | undefined> {
  const [row] = await bagsWithCharges(db).execute({ companyId, userId });
  if (!row) return undefined;
  const { charges, ...bags } = row;
  return { bags: { ...bags, companyBag: bags.companyBag ?? null }, charges };
}

/** The profile's private use of a company car, 0–100 (spec part 2 §5 Renting: read-only, from the profile). */
export async function findPrivateUse(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ privateUse: users.privateUse })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.privateUse ?? 0;
}
