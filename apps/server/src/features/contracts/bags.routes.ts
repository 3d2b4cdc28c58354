import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { getBags } from './bags.service';

/** GET /api/bags: the user's bags and their figures for a plan year (docs/product/employee-portal.md §9). */
export async function bagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({
    ...apiRoute('GET /bags'),
    config: { revalidate: 'user' },
    handler: async (request) => getBags(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year),
  });
}
