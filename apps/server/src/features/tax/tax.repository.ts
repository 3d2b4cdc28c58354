import { eq } from 'drizzle-orm';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import type { DbOrTx } from '../../db/client';
import { taxYearParameters } from '../../db/schema/index';

export function findTaxYear(db: DbOrTx, year: number): Promise<TaxYear | undefined> {
  return db
    .select({ parameters: taxYearParameters.parameters })
    .from(taxYearParameters)
    .where(eq(taxYearParameters.year, year))
    .then((rows) => rows[0]?.parameters);
}

/** Inserts the years that are missing; an edited year in the database is never overwritten. */
export async function insertMissingTaxYears(db: DbOrTx, years: readonly TaxYear[]): Promise<void> {
  if (years.length === 0) return;
  await db
    .insert(taxYearParameters)
    .values(years.map((parameters) => ({ year: parameters.year, parameters })))
    .onConflictDoNothing();
}
