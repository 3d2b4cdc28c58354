import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { listCompanies, switchCompany } from './platform.service';
import { createCompany, setCompanyMaintenance } from './new-company.service';

// The admin guard lets only a platform operator through (404 for anyone else).
const config = { platformOnly: true };

/** The platform operator's calls; registered inside the admin scope (app.ts). */
export async function platformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };

  app.route({ ...apiRoute('GET /admin/platform/companies'), config, handler: async (request) => listCompanies(deps, adminActorOf(request)) });

  app.route({
    ...apiRoute('POST /admin/platform/companies/:id/switch'),
    config,
    handler: async (request) => switchCompany(deps, adminActorOf(request), request.params.id),
  });

  app.route({
    ...apiRoute('POST /admin/platform/companies'),
    config,
    handler: async (request, reply) => reply.code(201).send(await createCompany(deps, adminActorOf(request), request.body)),
  });

  app.route({
    ...apiRoute('PUT /admin/platform/companies/:id/maintenance'),
    config,
    handler: async (request) => setCompanyMaintenance(deps, adminActorOf(request), request.params.id, request.body),
  });
}
