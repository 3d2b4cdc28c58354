import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, storedFiles } from '../../db/schema/index';

/** The user's documents with their files, newest first (spec part 1 §3 Document). */
export function listUserDocuments(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({ document: documents, file: storedFiles })
    .from(documents)
    .innerJoin(storedFiles, and(eq(storedFiles.id, documents.fileId), eq(storedFiles.companyId, documents.companyId)))
    .where(and(eq(documents.companyId, companyId), eq(documents.userId, userId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function insertDocument(db: DbOrTx, row: Omit<typeof documents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<number> {
  const [created] = await db.insert(documents).values(row).returning({ id: documents.id });
  return created!.id;
}
