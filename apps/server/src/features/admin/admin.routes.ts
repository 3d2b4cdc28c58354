import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { approveContract, cancelContract, listContractsInStatus } from './admin.service';

/**
 * The company administrator's contract reviews (docs/product/back-office.md §3); registered inside the admin scope
 * (app.ts), whose guard decides who may call them and on which company.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail };

  app.route({ ...apiRoute('GET /admin/contracts'), handler: async (request) => listContractsInStatus(deps, adminActorOf(request), request.query) });

  app.route({
    ...apiRoute('POST /admin/contracts/:id/approve'),
    handler: async (request) => approveContract(deps, adminActorOf(request), request.params.id),
  });

  app.route({
    ...apiRoute('POST /admin/contracts/:id/cancel'),
    handler: async (request) => cancelContract(deps, adminActorOf(request), request.params.id, request.body.reason),
  });
}
