import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@flexplan/domain/profile/profile-update-schema';
import { contractStatuses } from '@flexplan/domain/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { collectives, companies, legalEntities, offices, userProducts, users } from '../../db/schema/index';
import { userProductsJson } from '../benefits/benefits.service';
import { contractViewsJson, parseContractViews } from '../contracts/my-contracts.service';

const owner = { companyId: users.companyId, userId: users.id };
/** The profile's `contracts`: every status but the cart's. */
const signedStatuses = contractStatuses.filter((status) => status !== 'cart');

/**
 * GET /api/profile in ONE statement, prepared once per database (five before, in four
 * stages, and a filter of every contract item in JavaScript): the user's own row with the names of
 * their legal entity, office, collective and company, and the user's products, cart and contracts,
 * each a JSON array built by the feature that owns it.
 */
const profileWithLists = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      legalEntityName: legalEntities.name,
      legalEntityLogo: legalEntities.logo,
      officeName: offices.name,
      collectiveName: collectives.name,
      companyTaxId: companies.taxId,
      companyDefaultBag: companies.companyBag,
      products: userProductsJson(owner),
      cart: contractViewsJson(owner, ['cart']),
      contracts: contractViewsJson(owner, signedStatuses),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.companyId, users.companyId)))
    .leftJoin(offices, and(eq(offices.id, users.officeId), eq(offices.companyId, users.companyId)))
    .leftJoin(collectives, and(eq(collectives.id, users.collectiveId), eq(collectives.companyId, users.companyId)))
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('profile_with_lists'),
);

/** The user's own row, the names around it, products, cart and contracts; undefined for no such user. */
export async function findProfile(db: Db, companyId: number, userId: number) {
  const [row] = await profileWithLists(db).execute({ companyId, userId });
  return row && { ...row, cart: parseContractViews(row.cart), contracts: parseContractViews(row.contracts) };
}

export async function isEmailTaken(db: DbOrTx, companyId: number, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.id, userId), sql`lower(${users.email}) = lower(${email})`));
  return rows.length > 0;
}

/**
 * Writes the form fields the user may change; the API's names map onto the columns here. The
 * current password is never a column: it is taken out so it cannot reach the row.
 */
export async function updateProfileFields(db: DbOrTx, companyId: number, userId: number, fields: ProfileUpdate & { picture?: string }): Promise<void> {
  const { BAN, currentPassword: _currentPassword, disabilityType, ...rest } = fields;
  // The column is NOT NULL with a default: an empty answer leaves it as it is (the service refuses to empty it).
  const values = { ...rest, ...(BAN !== undefined ? { ban: BAN } : {}), ...(disabilityType != null ? { disabilityType } : {}), updatedAt: new Date() };
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** The employee's switch on a product the company enabled for them; false when there is no such product. */
export async function setProductActive(db: DbOrTx, companyId: number, userId: number, productId: number, isActive: boolean): Promise<boolean> {
  const updated = await db
    .update(userProducts)
    .set({ isActive })
    .where(and(eq(userProducts.companyId, companyId), eq(userProducts.userId, userId), eq(userProducts.productId, productId)))
    .returning({ productId: userProducts.productId });
  return updated.length > 0;
}

/** Stamps the end of the onboarding tour once: a later call keeps the first time (coalesce). */
export async function markOnboardingTourDone(db: DbOrTx, companyId: number, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ onboardingTourDoneAt: sql`coalesce(${users.onboardingTourDoneAt}, ${at})` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
