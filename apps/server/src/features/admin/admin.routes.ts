import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContractPageSchema, adminContractsQuerySchema, adminTransitionSchema } from '@flexplan/domain/contracts/admin-contracts-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { currentUser } from '../../plugins/auth';
import { approveContract, assertCompanyAdmin, cancelContract, listContractsInStatus } from './admin.service';

/** The company administrator's calls (spec part 1 §6 names the role; the back office builds on it). */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const tags = ['admin'];
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertCompanyAdmin(currentUser(request));
  });

  app.get('/admin/contracts', { schema: { tags, querystring: adminContractsQuerySchema, response: { 200: adminContractPageSchema } } }, async (request) => {
    return listContractsInStatus(deps, currentUser(request), request.query);
  });

  const transition = { tags, params: idParamsSchema, response: { 200: adminTransitionSchema } };
  app.post('/admin/contracts/:id/approve', { schema: transition }, async (request) => {
    return approveContract(deps, currentUser(request), request.params.id);
  });

  app.post('/admin/contracts/:id/cancel', { schema: transition }, async (request) => {
    return cancelContract(deps, currentUser(request), request.params.id);
  });
}
