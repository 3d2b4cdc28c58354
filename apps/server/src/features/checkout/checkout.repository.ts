import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benefits, contractItems, contracts, familyMembers, legalEntities, products, purchases, users } from '../../db/schema/index';

export type PurchaseRow = typeof purchases.$inferSelect;

export function findPurchaseByKey(db: DbOrTx, companyId: number, userId: number, contractKey: string): Promise<PurchaseRow | undefined> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.userId, userId), eq(purchases.contractKey, contractKey)))
    .then((rows) => rows[0]);
}

export function findPurchaseByToken(db: DbOrTx, companyId: number, tokenHash: string): Promise<PurchaseRow | undefined> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.tokenHash, tokenHash)))
    .then((rows) => rows[0]);
}

export async function insertPurchase(db: DbOrTx, row: Omit<typeof purchases.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [created] = await db.insert(purchases).values(row).returning({ id: purchases.id });
  return created!.id;
}

/** Marks the link used; false when another request used it first. */
export async function markPurchaseAccepted(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(purchases)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, id), isNull(purchases.acceptedAt)))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

/** The user's contracts among `ids`, with what checkout needs of their benefit and product. */
export function listOwnContractsForCheckout(db: DbOrTx, companyId: number, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      contract: contracts,
      acceptedAt: purchases.acceptedAt,
      conditionsTextId: purchases.conditionsTextId,
      benefitName: benefits.name,
      productId: products.id,
      line: products.line,
      isDocumentRequired: products.isDocumentRequired,
      isQuestionsRequired: products.isQuestionsRequired,
      questionnaireEnabled: benefits.questionnaireEnabled,
      questionnaireType: benefits.questionnaireType,
    })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .leftJoin(purchases, and(eq(purchases.id, contracts.purchaseId), eq(purchases.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), inArray(contracts.id, ids)));
}

export function listItems(db: DbOrTx, companyId: number, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contractItems)
    .where(and(eq(contractItems.companyId, companyId), inArray(contractItems.contractId, contractIds)));
}

/** The names of the benefits some items are of: a health policy's items name its supplementaries too. */
export function listBenefitNames(db: DbOrTx, companyId: number, benefitIds: number[]) {
  if (benefitIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: benefits.id, name: benefits.name })
    .from(benefits)
    .where(and(eq(benefits.companyId, companyId), inArray(benefits.id, [...new Set(benefitIds)])));
}

export async function setContractState(db: DbOrTx, companyId: number, id: number, state: Partial<typeof contracts.$inferInsert>): Promise<void> {
  await db
    .update(contracts)
    .set({ ...state, updatedAt: new Date(), version: sql`${contracts.version} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

export async function deleteItemsBefore(db: DbOrTx, companyId: number, contractId: number, month: number): Promise<void> {
  await db
    .delete(contractItems)
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, contractId), sql`${contractItems.month} < ${month}`));
}

/** Who the e-mail and PDF are for. */
export function findCheckoutUser(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName1: users.lastName1,
      lastName2: users.lastName2,
      personalId: users.personalId,
      language: users.language,
      collectiveId: users.collectiveId,
      legalEntity: legalEntities.name,
      legalEntityTaxId: legalEntities.taxId,
    })
    .from(users)
    .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .then((rows) => rows[0]);
}

export function listFamilyNames(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({ id: familyMembers.id, firstName: familyMembers.firstName, lastName1: familyMembers.lastName1 })
    .from(familyMembers)
    .where(and(eq(familyMembers.companyId, companyId), eq(familyMembers.userId, userId)));
}
