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
