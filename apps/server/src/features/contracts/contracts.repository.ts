import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CategoryAlias, ContractCharge, ContractStatus } from '@flexplan/domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { benefits, contractItems, contracts, products } from '../../db/schema/index';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractItemRow = typeof contractItems.$inferSelect;
export type NewContract = Omit<typeof contracts.$inferInsert, 'id' | 'companyId' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>;
export type NewContractItem = Pick<ContractItemRow, 'benefitId' | 'familyId' | 'month' | 'price' | 'contributedPrice'>;

/**
 * Locks the user's row until the transaction ends: every cart change of one user runs one at a
 * time, so two concurrent requests can never both spend the same bag money.
 */
export async function lockUserBags(tx: DbOrTx, companyId: number, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where company_id = ${companyId} and id = ${userId} for update`);
}

/** The user's contracts with their product line, as the bag rules count them. */
export function listContractCharges(db: DbOrTx, companyId: number, userId: number): Promise<ContractCharge[]> {
  return db
    .select({
      id: contracts.id,
      year: contracts.year,
      status: contracts.status,
      line: products.line,
      category: contracts.category,
      price: contracts.price,
      contributedPrice: contracts.contributedPrice,
      finalPrice: contracts.finalPrice,
      userBag: contracts.userBag,
      replacesContractId: contracts.replacesContractId,
    })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId)));
}

/** The user's contracts of one category, any year and status, with the provider of each one's benefit (health, saving plan). */
export function listCategoryContracts(db: DbOrTx, companyId: number, userId: number, category: CategoryAlias) {
  return db
    .select({ id: contracts.id, year: contracts.year, status: contracts.status, benefitId: contracts.benefitId, providerId: benefits.providerId })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), eq(contracts.category, category)))
    .orderBy(asc(contracts.id));
}

/** One of the user's own contracts with its items; undefined for anyone else's (the caller answers 404). */
export async function findOwnContract(db: DbOrTx, companyId: number, userId: number, id: number) {
  const [contract] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), eq(contracts.id, id)));
  if (!contract) return undefined;
  const items = await db
    .select()
    .from(contractItems)
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, id)))
    .orderBy(asc(contractItems.month), asc(contractItems.id));
  return { contract, items };
}

export async function insertContract(tx: DbOrTx, companyId: number, userId: number, row: NewContract, items: NewContractItem[]): Promise<number> {
  const [created] = await tx
    .insert(contracts)
    .values({ ...row, companyId, userId })
    .returning({ id: contracts.id });
  await insertItems(tx, companyId, created!.id, items);
  return created!.id;
}

/** Replaces a contract's figures and items if it is still at `version`; false when another change won. */
export async function updateContract(
  tx: DbOrTx,
  companyId: number,
  id: number,
  version: number,
  row: Partial<NewContract>,
  items: NewContractItem[],
): Promise<boolean> {
  const updated = await tx
    .update(contracts)
    .set({ ...row, version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.version, version)))
    .returning({ id: contracts.id });
  if (updated.length === 0) return false;
  await tx.delete(contractItems).where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, id)));
  await insertItems(tx, companyId, id, items);
  return true;
}

export async function deleteContract(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  await tx.delete(contractItems).where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, id)));
  await tx.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

async function insertItems(tx: DbOrTx, companyId: number, contractId: number, items: NewContractItem[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(contractItems).values(items.map((item) => ({ ...item, companyId, contractId })));
}

/** Every contract of the user with its items and benefit name, newest year first. */
export async function listUserContracts(db: DbOrTx, companyId: number, userId: number, statuses?: ContractStatus[]) {
  const rows = await db
    .select({ contract: contracts, benefitName: benefits.name, line: products.line, isDefault: products.isDefault })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId)))
    .orderBy(desc(contracts.year), asc(contracts.id));
  const wanted = statuses ? rows.filter((r) => statuses.includes(r.contract.status)) : rows;
  if (wanted.length === 0) return [];
  const items = await db
    .select()
    .from(contractItems)
    .innerJoin(contracts, and(eq(contracts.id, contractItems.contractId), eq(contracts.companyId, contractItems.companyId)))
    .where(and(eq(contractItems.companyId, companyId), eq(contracts.userId, userId)))
    .orderBy(asc(contractItems.month), asc(contractItems.id));
  return wanted.map((r) => ({ ...r, items: items.filter((i) => i.contract_items.contractId === r.contract.id).map((i) => i.contract_items) }));
}

/** A change of this contract still open (in the cart or awaiting acceptance). */
export function findOpenChange(db: DbOrTx, companyId: number, userId: number, contractId: number) {
  return db
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.userId, userId),
        eq(contracts.replacesContractId, contractId),
        sql`${contracts.status} in ('cart', 'pending')`,
      ),
    )
    .then((rows) => rows[0]);
}

/** Cancels a contract at `version`; false when another change won. */
export async function cancelContract(tx: DbOrTx, companyId: number, id: number, version: number): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ status: 'cancelled', version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.version, version)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}
