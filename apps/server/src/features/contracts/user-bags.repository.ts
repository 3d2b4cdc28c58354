import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { qualified } from '../../db/qualified-columns';
import { effectiveCompanyBag, type AmountOrPercent, type ContractCharge, type UserBags } from '@flexplan/domain/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { cartVersions, companies, users } from '../../db/schema/index';
import { contractChargesJson } from './contracts.repository';

/**
 * The user's salary and bags, as the bag rules read them (docs/product/employee-portal.md §3 User), with the company's
 * own company bag beside the user's (`bagsOf` picks the one that applies). Every read joins the
 * user's company.
 */
const bagColumns = {
  flexibleBag: users.flexibleBag,
  topBag: users.topBag,
  companyBag: users.companyBag,
  companyDefaultBag: companies.companyBag,
  userBag: users.userBag,
  userBagProrate: users.userBagProrate,
  userBagRestricted: users.userBagRestricted,
  fixedSalary: users.fixedSalary,
  variableSalary: users.variableSalary,
  paymentCount: users.paymentCount,
};

type BagRow = Omit<UserBags, 'companyBag'> & { companyBag: AmountOrPercent | null; companyDefaultBag: AmountOrPercent | null };

/** The bags of a row: the employee's own company bag, else the company's (effectiveCompanyBag). */
function bagsOf({ companyBag, companyDefaultBag, ...row }: BagRow): UserBags {
  return { ...row, companyBag: effectiveCompanyBag(companyBag, companyDefaultBag) };
}

const withCompany = eq(companies.id, users.companyId);

/** The user's salary and bags, as the bag rules read them (docs/product/employee-portal.md §3 User). */
export async function findUserBags(db: DbOrTx, companyId: number, userId: number): Promise<UserBags | undefined> {
  const [row] = await db
    .select(bagColumns)
    .from(users)
    .innerJoin(companies, withCompany)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row && bagsOf(row);
}

/**
 * Takes the cart lock (contracts.repository.ts lockUserBags: one cart change of a user at a time)
 * and reads the bags it guards, in one statement, prepared once (the cart's first statement).
 */
const lockedBags = preparedPerDatabase((db) =>
  db
    .select(bagColumns)
    .from(users)
    .innerJoin(companies, withCompany)
    .innerJoin(cartVersions, eq(cartVersions.userId, users.id))
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    // Only the user's cart version: locking the company's row would queue every cart change of the company.
    .for('update', { of: cartVersions })
    .prepare('lock_user_bags_reading'),
);

/**
 * The user's bags and cart version as one JSON object, a fragment of the enclosing query's user
 * (`owner`): a cart add reads them with its other pricing inputs in one statement (cart-inputs.repository.ts).
 */
export function cartBagsJson(owner: { companyId: SQLWrapper; userId: SQLWrapper }): SQL<(BagRow & { cartVersion: number }) | null> {
  return qualified(sql<(BagRow & { cartVersion: number }) | null>`(
    select json_build_object(
      'flexibleBag', ${users.flexibleBag}, 'topBag', ${users.topBag}, 'companyBag', ${users.companyBag}, 'companyDefaultBag', ${companies.companyBag},
      'userBag', ${users.userBag}, 'userBagProrate', ${users.userBagProrate}, 'userBagRestricted', ${users.userBagRestricted},
      'fixedSalary', ${users.fixedSalary}, 'variableSalary', ${users.variableSalary}, 'paymentCount', ${users.paymentCount},
      'cartVersion', ${cartVersions.version}
    )
    from ${users} inner join ${companies} on ${companies.id} = ${users.companyId}
      inner join ${cartVersions} on ${cartVersions.userId} = ${users.id}
    where ${users.companyId} = ${owner.companyId} and ${users.id} = ${owner.userId}
  )`);
}

/** The bags of cartBagsJson's object, and its cart version. */
export function cartBagsOf({ cartVersion, ...row }: BagRow & { cartVersion: number }): { bags: UserBags; cartVersion: number } {
  return { bags: bagsOf(row), cartVersion };
}

export async function lockUserBagsReading(tx: DbOrTx, companyId: number, userId: number): Promise<UserBags | undefined> {
  const [row] = await lockedBags(tx).execute({ companyId, userId });
  return row && bagsOf(row);
}

/** GET /api/bags' one statement: the bags and every contract charged to them, prepared once per database (two before). */
const bagsWithCharges = preparedPerDatabase((db) =>
  db
    .select({ ...bagColumns, charges: contractChargesJson({ companyId: users.companyId, userId: users.id }) })
    .from(users)
    .innerJoin(companies, withCompany)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('user_bags_with_charges'),
);

/** The user's bags and what their contracts charge to them (bagOverview's inputs); undefined for no such user. */
export async function findUserBagsWithCharges(db: Db, companyId: number, userId: number): Promise<{ bags: UserBags; charges: ContractCharge[] } | undefined> {
  const [row] = await bagsWithCharges(db).execute({ companyId, userId });
  if (!row) return undefined;
  const { charges, ...bags } = row;
  return { bags: bagsOf(bags), charges };
}

/** The profile's private use of a company car, 0–100 (docs/product/benefits-and-simulation.md §5 Renting: read-only, from the profile). */
export async function findPrivateUse(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ privateUse: users.privateUse })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.privateUse ?? 0;
}
