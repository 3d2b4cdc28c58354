import type { FastifyInstance } from 'fastify';
import { toSpecTaxTables } from '@flexplan/domain/tax/tax-tables';
import { DomainError, errorCodes } from '@flexplan/domain';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { findTaxYear } from './tax.repository';

const tablesQuery = z.object({
  name: z.enum(['all', 'employeeTax', 'productTax']).default('all'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** GET /api/profile/tables: the tax tables of a year in the spec's names (spec part 1 §3, §7). */
export async function taxRoutes(app: FastifyInstance) {
  app.get('/profile/tables', async (request) => {
    const { name, year } = parseInput(tablesQuery, request.query);
    const taxYear = await findTaxYear(app.database.db, year ?? app.now().getFullYear());
    if (!taxYear) throw new DomainError(errorCodes.NOT_FOUND, 'Tax not found', { what: 'tax' });
    const tables = toSpecTaxTables(taxYear);
    if (name === 'employeeTax') return { year: tables.year, employeeTax: tables.employeeTax };
    if (name === 'productTax') return { year: tables.year, productTax: tables.productTax };
    return tables;
  });
}
