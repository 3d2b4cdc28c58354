import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/index';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: DbOrTx, row: Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>): Promise<StoredFileRow> {
  const [created] = await db.insert(storedFiles).values(row).returning();
  return created!;
}

/** A file of this user in this folder; undefined for anyone else's (the caller answers 404). */
export function findOwnFile(db: DbOrTx, companyId: number, userId: number, folder: string, name: string): Promise<StoredFileRow | undefined> {
  return db.select().from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.userId, userId), eq(storedFiles.folder, folder), eq(storedFiles.name, name)))
    .then((rows) => rows[0]);
}
