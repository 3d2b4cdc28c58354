import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContractPageSchema, adminContractsQuerySchema, adminTransitionSchema } from '@flexplan/domain/contracts/admin-contracts-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { adminActorOf } from '../../plugins/admin-guard';
import { approveContract, cancelContract, listContractsInStatus } from './admin.service';

/**
 * The company administrator's contract reviews (docs/product/employee-portal.md §6); registered inside the admin scope
 * (app.ts), whose guard decides who may call them and on which company.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const tags = ['admin'];

  app.get('/contracts', { schema: { tags, querystring: adminContractsQuerySchema, response: { 200: adminContractPageSchema } } }, async (request) => {
    return listContractsInStatus(deps, adminActorOf(request), request.query);
  });

  const transition = { tags, params: idParamsSchema, response: { 200: adminTransitionSchema } };
  app.post('/contracts/:id/approve', { schema: transition }, async (request) => {
    return approveContract(deps, adminActorOf(request), request.params.id);
  });

  app.post('/contracts/:id/cancel', { schema: transition }, async (request) => {
    return cancelContract(deps, adminActorOf(request), request.params.id);
  });
}
