import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { legalEntities, users } from '../../db/schema/index';

/** The user's own row with their legal entity, or undefined. */
export function findProfile(db: DbOrTx, companyId: number, userId: number) {
  return db.select({
    id: users.id, email: users.email, firstName: users.firstName, lastName1: users.lastName1, lastName2: users.lastName2,
    phone: users.phone, mobilePhonePrefix: users.mobilePhonePrefix, personalID: users.personalId, picture: users.picture,
    isPasswordDeprecated: users.isPasswordDeprecated, cookiesAccepted: users.cookiesAccepted, language: users.language,
    role: users.role, legalEntityName: legalEntities.name, legalEntityLogo: legalEntities.logo,
  })
    .from(users)
    .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}
