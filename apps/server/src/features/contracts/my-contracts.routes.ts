import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myContractListSchema } from '@flexplan/domain/contracts/contracts-api';
import { currentUser } from '../../plugins/auth';
import { listMyContracts } from './my-contracts.service';

/** GET /api/my-contracts: the user's contracts with their list label (docs/product/employee-portal.md §4). */
export async function myContractsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.get('/my-contracts', { schema: { tags: ['contracts'], response: { 200: myContractListSchema } }, config: { revalidate: 'user' } }, async (request) => {
    return listMyContracts(deps, currentUser(request));
  });
}
