import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/index';

export type CompanySettingsRow = typeof companies.$inferSelect;
export type CompanySettingsChange = Partial<Omit<CompanySettingsRow, 'id' | 'slug' | 'createdAt' | 'taxId'>>;

/** The company's row, locked until the transaction ends, so the audit's "before" is what the update changes. */
export async function lockCompany(db: DbOrTx, companyId: number): Promise<CompanySettingsRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanySettingsRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompany(db: DbOrTx, companyId: number, change: CompanySettingsChange): Promise<CompanySettingsRow> {
  const [row] = await db.update(companies).set(change).where(eq(companies.id, companyId)).returning();
  return row!;
}
