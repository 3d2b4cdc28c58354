import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyLegalTexts, type CurrentLegalTexts } from '../../db/schema/index';

export type LegalTextRow = typeof companyLegalTexts.$inferSelect;

/** What the legal texts need of the company's row: its languages and the texts in force. */
export interface LegalTextsCompany {
  id: number;
  languages: string[];
  legalTexts: CurrentLegalTexts;
}

const companyColumns = { id: companies.id, languages: companies.languages, legalTexts: companies.legalTexts };

export async function findLegalTextsCompany(db: DbOrTx, companyId: number): Promise<LegalTextsCompany | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The company's row, locked until the transaction ends: two administrators' changes of one text come one after the other. */
export async function lockLegalTextsCompany(db: DbOrTx, companyId: number): Promise<LegalTextsCompany | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

/** Points the company at its texts in force; the update raises the row's revision, so every process reads it again. */
export async function setCurrentLegalTexts(db: DbOrTx, companyId: number, legalTexts: CurrentLegalTexts): Promise<void> {
  await db.update(companies).set({ legalTexts }).where(eq(companies.id, companyId));
}

export async function insertLegalText(db: DbOrTx, row: Omit<typeof companyLegalTexts.$inferInsert, 'id' | 'createdAt'>): Promise<LegalTextRow> {
  const [created] = await db.insert(companyLegalTexts).values(row).returning();
  return created!;
}

/** One of the company's texts by id, in force or not; undefined for another company's. */
export async function findLegalText(db: DbOrTx, companyId: number, id: number): Promise<LegalTextRow | undefined> {
  const [row] = await db
    .select()
    .from(companyLegalTexts)
    .where(and(eq(companyLegalTexts.companyId, companyId), eq(companyLegalTexts.id, id)));
  return row;
}

/** The company's texts among these ids (those in force, for the administrator's list). */
export function listLegalTexts(db: DbOrTx, companyId: number, ids: number[]): Promise<LegalTextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyLegalTexts)
    .where(and(eq(companyLegalTexts.companyId, companyId), inArray(companyLegalTexts.id, ids)));
}
