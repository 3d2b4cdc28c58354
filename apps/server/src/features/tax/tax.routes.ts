import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { getTaxTables } from './tax.service';

/** GET /api/profile/tables: the tax tables of a year in the spec's names (docs/product/employee-portal.md §3, §7). */
export async function taxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({ ...apiRoute('GET /profile/tables'), handler: async (request) => getTaxTables(deps, request.query.name, request.query.year) });
}
