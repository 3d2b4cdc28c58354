import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { getCompensation } from './compensation.service';

/** GET /api/compensations?year=: one year's total compensation (docs/product/employee-portal.md §2 Compensation); 404 where the company hides it. */
export async function compensationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({
    ...apiRoute('GET /compensations'),
    handler: async (request) => getCompensation(deps, currentUser(request), request.company, request.query.year),
  });
}
