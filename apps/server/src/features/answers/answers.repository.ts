import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benefits, contractItems, contracts, productAnswers, products } from '../../db/schema/index';

/** The user's own cart item with its product's questions; undefined for anyone else's. */
export function findAnswerableContract(db: DbOrTx, companyId: number, userId: number, contractId: number) {
  return db
    .select({ contract: contracts, product: products })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), eq(contracts.id, contractId)))
    .then((rows) => rows[0]);
}

export function listBeneficiaries(db: DbOrTx, companyId: number, contractId: number): Promise<(number | null)[]> {
  return db
    .selectDistinct({ familyId: contractItems.familyId })
    .from(contractItems)
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, contractId)))
    .then((rows) => rows.map((r) => r.familyId));
}

/** The saved answers of a cart item for one subject, filtered by its owner too; undefined when none were saved. */
export function findAnswers(db: DbOrTx, companyId: number, userId: number, contractId: number, subject: string) {
  return db
    .select()
    .from(productAnswers)
    .where(
      and(
        eq(productAnswers.companyId, companyId),
        eq(productAnswers.userId, userId),
        eq(productAnswers.contractId, contractId),
        eq(productAnswers.subject, subject),
      ),
    )
    .then((rows) => rows[0]);
}

export async function upsertAnswers(db: DbOrTx, row: Omit<typeof productAnswers.$inferInsert, 'id' | 'updatedAt'>) {
  const [saved] = await db
    .insert(productAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [productAnswers.companyId, productAnswers.contractId, productAnswers.subject],
      set: { answers: row.answers, isCompleted: row.isCompleted, document: row.document ?? null, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function setAdditionalInfo(db: DbOrTx, companyId: number, contractId: number, additionalInfo: Record<string, unknown>): Promise<void> {
  await db
    .update(contracts)
    .set({ additionalInfo, updatedAt: new Date(), version: sql`${contracts.version} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
}
