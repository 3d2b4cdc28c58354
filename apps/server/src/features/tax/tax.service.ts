import { DomainError, errorCodes } from '@flexplan/domain';
import { toSpecTaxTables } from '@flexplan/domain/tax/tax-tables';
import type { TaxTables } from '@flexplan/domain/tax/tax-tables-api';
import type { ServiceDeps } from '../../service-deps';
import { findTaxYear } from './tax.repository';

/**
 * GET /api/profile/tables: a year's tax tables in the spec's names (docs/product/employee-portal.md §3, §7), one part
 * or both; without a year, the plan year of the business clock.
 */
export async function getTaxTables(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  name: 'all' | 'employeeTax' | 'productTax',
  year?: number,
): Promise<TaxTables> {
  const taxYear = await findTaxYear(db, year ?? clock.planYear());
  if (!taxYear) throw new DomainError(errorCodes.NOT_FOUND, 'Tax not found', { what: 'tax' });
  const tables = toSpecTaxTables(taxYear);
  if (name === 'employeeTax') return { year: tables.year, employeeTax: tables.employeeTax };
  if (name === 'productTax') return { year: tables.year, productTax: tables.productTax };
  return tables;
}
