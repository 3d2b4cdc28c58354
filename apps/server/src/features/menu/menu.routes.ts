import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { menuSchema } from '@flexplan/domain/company/menu-api';
import { currentUser } from '../../plugins/auth';
import { listMenuOf } from './menu.service';

/** GET /api/menu: the main menu tiles (menu.service.ts). */
export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const schema = { tags: ['menu'], response: { 200: menuSchema } };
  app.get('/menu', { schema, config: { allowRestricted: true } }, async (request) => listMenuOf(deps, currentUser(request), request.company));
}
