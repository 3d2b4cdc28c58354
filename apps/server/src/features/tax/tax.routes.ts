import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxTablesQuerySchema, taxTablesSchema } from '@flexplan/domain/tax/tax-tables-api';
import { getTaxTables } from './tax.service';

/** GET /api/profile/tables: the tax tables of a year in the spec's names (docs/product/employee-portal.md §3, §7). */
export async function taxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const schema = { tags: ['tax'], querystring: taxTablesQuerySchema, response: { 200: taxTablesSchema } };
  app.get('/profile/tables', { schema }, async (request) => {
    return getTaxTables(deps, request.query.name, request.query.year);
  });
}
