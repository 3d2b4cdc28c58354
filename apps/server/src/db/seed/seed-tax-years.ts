import { taxYears } from '@flexplan/domain/tax/tax-years';
import type { DbOrTx } from '../client';
import { taxYearParameters } from '../schema/index';

/** Inserts the domain's tax years that are missing; an edited year in the database is never overwritten. */
export async function seedTaxYears(db: DbOrTx): Promise<void> {
  await db
    .insert(taxYearParameters)
    .values(Object.values(taxYears).map((parameters) => ({ year: parameters.year, parameters })))
    .onConflictDoNothing();
}
