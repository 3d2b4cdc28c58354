import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userLookupQuerySchema, userLookupSchema } from '@flexplan/domain/users/user-lookup-api';
import { adminActorOf } from '../../plugins/admin-guard';
import { lookupUsers } from './user-lookup.service';

const tags = ['admin'];

/** The administrator's people picker (the audit log's filters); registered inside the admin scope (app.ts). */
export async function userLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.get('/users/lookup', { schema: { tags, querystring: userLookupQuerySchema, response: { 200: userLookupSchema } } }, async (request) => {
    return lookupUsers(deps, adminActorOf(request), request.query);
  });
}
