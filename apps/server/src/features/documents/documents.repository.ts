import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, storedFiles } from '../../db/schema/index';

/** The user's documents with their files, newest first (docs/product/employee-portal.md §3 Document). */
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

/** One of the user's documents with its file, held until the transaction ends; undefined for anyone else's. */
export function findUserDocument(db: DbOrTx, companyId: number, userId: number, id: number) {
  return db
    .select({ document: documents, file: storedFiles })
    .from(documents)
    .innerJoin(storedFiles, and(eq(storedFiles.id, documents.fileId), eq(storedFiles.companyId, documents.companyId)))
    .where(and(eq(documents.companyId, companyId), eq(documents.userId, userId), eq(documents.id, id)))
    .for('update', { of: documents })
    .then((rows) => rows[0]);
}

export async function deleteDocumentRow(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(documents).where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

/** Whether another document still points at the file (the same upload filed twice). */
export async function isFileInOtherDocuments(db: DbOrTx, companyId: number, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.fileId, fileId)))
    .limit(1);
  return rows.length > 0;
}
