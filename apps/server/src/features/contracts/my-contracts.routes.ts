import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { listMyContracts } from './my-contracts.service';

/** GET /api/my-contracts: the user's contracts with their list label (docs/product/employee-portal.md §4). */
export async function myContractsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.route({
    ...apiRoute('GET /my-contracts'),
    config: { revalidate: 'user' },
    handler: async (request) => listMyContracts(deps, currentUser(request)),
  });
}
