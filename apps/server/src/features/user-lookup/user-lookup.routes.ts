import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { lookupUsers } from './user-lookup.service';

/** The administrator's people picker (the audit log's filters); registered inside the admin scope (app.ts). */
export async function userLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.route({ ...apiRoute('GET /admin/users/lookup'), handler: async (request) => lookupUsers(deps, adminActorOf(request), request.query) });
}
