import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { getTaxTables } from './tax.service';
import { getTaxRules } from './tax-years.service';

/**
 * GET /api/profile/tables: the tax tables of a year in the spec's names (docs/product/employee-portal.md §3, §7);
 * GET /api/profile/tax-rules: the parameters the calculator computes a plan year with, from the same rows.
 */
export async function taxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({ ...apiRoute('GET /profile/tables'), handler: async (request) => getTaxTables(deps, request.query.name, request.query.year) });
  app.route({ ...apiRoute('GET /profile/tax-rules'), handler: async (request) => getTaxRules(deps, request.query.year) });
}
