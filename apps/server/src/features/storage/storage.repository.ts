import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, legalEntities, providers, storedFiles } from '../../db/schema/index';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: DbOrTx, row: Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>): Promise<StoredFileRow> {
  const [created] = await db.insert(storedFiles).values(row).returning();
  return created!;
}

/** A file of this user in this folder; undefined for anyone else's (the caller answers 404). */
export function findOwnFile(db: DbOrTx, companyId: number, userId: number, folder: string, name: string): Promise<StoredFileRow | undefined> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.userId, userId), eq(storedFiles.folder, folder), eq(storedFiles.name, name)))
    .then((rows) => rows[0]);
}

/**
 * True when the image is this company's: its logo or login background, a legal entity's or a
 * provider's logo, or a picture one of its users uploaded. Another company's image is not
 * served on this company's host.
 */
export async function isCompanyImage(db: DbOrTx, companyId: number, name: string): Promise<boolean> {
  const found = sql<number>`1`;
  const rows = await db
    .select({ found })
    .from(companies)
    .where(and(eq(companies.id, companyId), or(eq(companies.logo, name), eq(companies.background, name))))
    .unionAll(
      db
        .select({ found })
        .from(legalEntities)
        .where(and(eq(legalEntities.companyId, companyId), eq(legalEntities.logo, name))),
    )
    .unionAll(
      db
        .select({ found })
        .from(providers)
        .where(and(eq(providers.companyId, companyId), eq(providers.logo, name))),
    )
    .unionAll(
      db
        .select({ found })
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.folder, 'images'), eq(storedFiles.name, name))),
    )
    .limit(1);
  return rows.length > 0;
}

/** Forgets a file of the company (its bytes are the storage adapter's to remove, after the transaction). */
export async function deleteStoredFileRow(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, id)));
}
