import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { changeNews, createNews, listAdminNews, removeNews } from './admin-news.service';

/** The company's news as its administrator writes them: list, create, change, delete; registered inside the admin scope (app.ts). */
export async function adminNewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };

  app.route({ ...apiRoute('GET /admin/news'), handler: async (request) => listAdminNews(deps, adminActorOf(request)) });
  app.route({ ...apiRoute('POST /admin/news'), handler: async (request) => createNews(deps, adminActorOf(request), request.body) });
  app.route({
    ...apiRoute('PUT /admin/news/:id'),
    handler: async (request) => changeNews(deps, adminActorOf(request), request.params.id, request.body),
  });
  app.route({
    ...apiRoute('DELETE /admin/news/:id'),
    handler: async (request, reply) => {
      await removeNews(deps, adminActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
