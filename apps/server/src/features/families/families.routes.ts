import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { familyEditSchema, familyListSchema } from '@flexplan/domain/profile/profile-schemas';
import { familyListViewSchema, familyMemberViewSchema } from '@flexplan/domain/profile/family-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { currentUser } from '../../plugins/auth';
import { editFamilyMember, listFamilyOf, saveFamilyList } from './family-members.service';

/** The family calls of docs/product/employee-portal.md §7; entry 0 is the user and is never written here. */
export async function familyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const tags = ['family'];

  app.get('/families', { schema: { tags, response: { 200: familyListViewSchema } } }, async (request) => {
    return listFamilyOf(deps, currentUser(request));
  });

  app.post('/families', { schema: { tags, body: familyListSchema, response: { 200: familyListViewSchema } } }, async (request) => {
    return saveFamilyList(deps, currentUser(request), request.body);
  });

  app.put('/families/:id', { schema: { tags, params: idParamsSchema, body: familyEditSchema, response: { 200: familyMemberViewSchema } } }, async (request) => {
    return editFamilyMember(deps, currentUser(request), request.params.id, request.body);
  });
}
