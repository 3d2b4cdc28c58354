import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentBodySchema,
  documentParamsSchema,
  documentUserParamsSchema,
  userDocumentListSchema,
  userDocumentSchema,
} from '@flexplan/domain/documents/documents-api';
import { currentUser } from '../../plugins/auth';
import { createDocument, deleteDocument, listDocuments } from './documents.service';

/** The user's documents (docs/product/employee-portal.md §7); `{id}` must be the session's own user. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };
  const tags = ['documents'];

  app.get('/users/:id/documents/all', { schema: { tags, params: documentUserParamsSchema, response: { 200: userDocumentListSchema } } }, async (request) => {
    return listDocuments(deps, currentUser(request), request.params.id);
  });

  app.post(
    '/users/:id/documents',
    { schema: { tags, params: documentUserParamsSchema, body: documentBodySchema, response: { 201: userDocumentSchema } } },
    async (request, reply) => {
      const document = await createDocument(deps, currentUser(request), request.params.id, request.body);
      return reply.code(201).send(document);
    },
  );

  app.delete(
    '/users/:id/documents/:documentId',
    { schema: { tags, params: documentParamsSchema, response: { 204: z.null().describe('Deleted.') } } },
    async (request, reply) => {
      await deleteDocument(deps, currentUser(request), request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
}
