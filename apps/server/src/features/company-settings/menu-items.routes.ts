import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMenuItemListSchema,
  adminMenuItemSchema,
  menuItemIdParamsSchema,
  menuItemInputSchema,
  menuItemsOrderSchema,
} from '@flexplan/domain/company/menu-items-api';
import { adminActorOf } from '../../plugins/admin-guard';
import { changeMenuItem, createMenuItem, listMenuItemsOf, removeMenuItem, reorderMenuItems } from './menu-items.service';

const tags = ['company-settings'];
const base = '/company/menu-items';

/** The company's main-menu tiles: list, create, change, delete and reorder; registered inside the admin scope (app.ts). */
export async function menuItemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.get(base, { schema: { tags, response: { 200: adminMenuItemListSchema } } }, async (request) => {
    return listMenuItemsOf(deps, adminActorOf(request));
  });
  app.post(base, { schema: { tags, body: menuItemInputSchema, response: { 200: adminMenuItemSchema } } }, async (request) => {
    return createMenuItem(deps, adminActorOf(request), request.body);
  });
  // Before `/:id`, though find-my-way prefers the static segment anyway.
  app.put(`${base}/order`, { schema: { tags, body: menuItemsOrderSchema, response: { 200: adminMenuItemListSchema } } }, async (request) => {
    return reorderMenuItems(deps, adminActorOf(request), request.body.ids);
  });
  app.put(
    `${base}/:id`,
    { schema: { tags, params: menuItemIdParamsSchema, body: menuItemInputSchema, response: { 200: adminMenuItemSchema } } },
    async (request) => {
      return changeMenuItem(deps, adminActorOf(request), request.params.id, request.body);
    },
  );
  app.delete(`${base}/:id`, { schema: { tags, params: menuItemIdParamsSchema, response: { 204: z.null().describe('Deleted.') } } }, async (request, reply) => {
    await removeMenuItem(deps, adminActorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
}
