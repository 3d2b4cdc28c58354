import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { listMenuOf } from './menu.service';

/** GET /api/menu: the main menu tiles (menu.service.ts). */
export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.route({
    ...apiRoute('GET /menu'),
    config: { allowRestricted: true },
    handler: async (request) => listMenuOf(deps, currentUser(request), request.company),
  });
}
