import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { listNewsOf } from './news.service';

/** GET /api/messages (docs/product/employee-portal.md §7): the news the user's company and collective publish. */
export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({ ...apiRoute('GET /messages'), handler: async (request) => listNewsOf(deps, currentUser(request)) });
}
