import { asc, eq, sql } from 'drizzle-orm';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import type { TaxYears } from '@flexplan/domain/tax/tax-years';
import type { DbOrTx } from '../../db/client';
import { taxYearParameters } from '../../db/schema/index';

export function findTaxYear(db: DbOrTx, year: number): Promise<TaxYear | undefined> {
  return db
    .select({ parameters: taxYearParameters.parameters })
    .from(taxYearParameters)
    .where(eq(taxYearParameters.year, year))
    .then((rows) => rows[0]?.parameters);
}

/** Every year's own parameters, by year: a handful of rows, read whole by whatever computes a plan. */
export async function listTaxYears(db: DbOrTx): Promise<TaxYears> {
  const rows = await db.select({ year: taxYearParameters.year, parameters: taxYearParameters.parameters }).from(taxYearParameters);
  return Object.fromEntries(rows.map((row) => [row.year, row.parameters]));
}

/** The years with parameters of their own and when each last changed, oldest first. */
export function listTaxYearDates(db: DbOrTx): Promise<{ year: number; updatedAt: Date }[]> {
  return db.select({ year: taxYearParameters.year, updatedAt: taxYearParameters.updatedAt }).from(taxYearParameters).orderBy(asc(taxYearParameters.year));
}

/** A year's own row, locked for the change that reads it. */
export function lockTaxYear(db: DbOrTx, year: number): Promise<TaxYear | undefined> {
  return db
    .select({ parameters: taxYearParameters.parameters })
    .from(taxYearParameters)
    .where(eq(taxYearParameters.year, year))
    .for('update')
    .then((rows) => rows[0]?.parameters);
}

export async function updateTaxYearRow(db: DbOrTx, parameters: TaxYear): Promise<void> {
  await db
    .update(taxYearParameters)
    .set({ parameters, updatedAt: sql`now()` })
    .where(eq(taxYearParameters.year, parameters.year));
}

/** Deletes a year's row (the browser suite's clean-up only); false when it had none. */
export async function deleteTaxYearRow(db: DbOrTx, year: number): Promise<boolean> {
  const rows = await db.delete(taxYearParameters).where(eq(taxYearParameters.year, year)).returning({ year: taxYearParameters.year });
  return rows.length > 0;
}

/** Inserts a year's row; false when the year has one already (another copy got there first). */
export async function insertTaxYearRow(db: DbOrTx, parameters: TaxYear): Promise<boolean> {
  const rows = await db
    .insert(taxYearParameters)
    .values({ year: parameters.year, parameters })
    .onConflictDoNothing()
    .returning({ year: taxYearParameters.year });
  return rows.length > 0;
}
