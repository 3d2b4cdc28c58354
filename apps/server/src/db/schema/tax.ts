import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';

/**
 * The parameters of one tax year (social security, the AEAT withholding algorithm, each product's
 * exemption), as data: a new year is a new row, not a code change. Seeded from the domain's
 * defaults; national, so not per company.
 */
export const taxYearParameters = pgTable('tax_year_parameters', {
  year: integer('year').primaryKey(),
  parameters: jsonb('parameters').$type<TaxYear>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
