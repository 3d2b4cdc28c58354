import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { editFamilyMember, listFamilyOf, saveFamilyList } from './family-members.service';

/** The family calls of docs/product/employee-portal.md §7; entry 0 is the user and is never written here. */
export async function familyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({ ...apiRoute('GET /families'), handler: async (request) => listFamilyOf(deps, currentUser(request)) });

  app.route({ ...apiRoute('POST /families'), handler: async (request) => saveFamilyList(deps, currentUser(request), request.body) });

  app.route({
    ...apiRoute('PUT /families/:id'),
    handler: async (request) => editFamilyMember(deps, currentUser(request), request.params.id, request.body),
  });
}
