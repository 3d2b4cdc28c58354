import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { changeMenuItem, createMenuItem, listMenuItemsOf, removeMenuItem, reorderMenuItems } from './menu-items.service';

/** The company's main-menu tiles: list, create, change, delete and reorder; registered inside the admin scope (app.ts). */
export async function menuItemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({ ...apiRoute('GET /admin/company/menu-items'), handler: async (request) => listMenuItemsOf(deps, adminActorOf(request)) });
  app.route({ ...apiRoute('POST /admin/company/menu-items'), handler: async (request) => createMenuItem(deps, adminActorOf(request), request.body) });
  // Before `/:id`, though find-my-way prefers the static segment anyway.
  app.route({
    ...apiRoute('PUT /admin/company/menu-items/order'),
    handler: async (request) => reorderMenuItems(deps, adminActorOf(request), request.body.ids),
  });
  app.route({
    ...apiRoute('PUT /admin/company/menu-items/:id'),
    handler: async (request) => changeMenuItem(deps, adminActorOf(request), request.params.id, request.body),
  });
  app.route({
    ...apiRoute('DELETE /admin/company/menu-items/:id'),
    handler: async (request, reply) => {
      await removeMenuItem(deps, adminActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
