import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { createDocument, deleteDocument, listDocuments } from './documents.service';

/** The user's documents (docs/product/employee-portal.md §7); `{id}` must be the session's own user. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };

  app.route({ ...apiRoute('GET /users/:id/documents/all'), handler: async (request) => listDocuments(deps, currentUser(request), request.params.id) });

  app.route({
    ...apiRoute('POST /users/:id/documents'),
    handler: async (request, reply) => {
      const document = await createDocument(deps, currentUser(request), request.params.id, request.body);
      return reply.code(201).send(document);
    },
  });

  app.route({
    ...apiRoute('DELETE /users/:id/documents/:documentId'),
    handler: async (request, reply) => {
      await deleteDocument(deps, currentUser(request), request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  });
}
