import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformCompanyListSchema, platformSwitchSchema } from '@flexplan/domain/company/platform-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { companyMaintenanceSchema, createdCompanySchema, newCompanySchema } from '@flexplan/domain/company/new-company-api';
import { adminActorOf } from '../../plugins/admin-guard';
import { listCompanies, switchCompany } from './platform.service';
import { createCompany, setCompanyMaintenance } from './new-company.service';

const tags = ['platform'];
// The admin guard lets only a platform operator through (404 for anyone else).
const config = { platformOnly: true };

/** The platform operator's calls; registered inside the admin scope (app.ts). */
export async function platformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };

  app.get('/platform/companies', { config, schema: { tags, response: { 200: platformCompanyListSchema } } }, async (request) => {
    return listCompanies(deps, adminActorOf(request));
  });

  app.post('/platform/companies/:id/switch', { config, schema: { tags, params: idParamsSchema, response: { 200: platformSwitchSchema } } }, async (request) => {
    return switchCompany(deps, adminActorOf(request), request.params.id);
  });

  app.post('/platform/companies', { config, schema: { tags, body: newCompanySchema, response: { 201: createdCompanySchema } } }, async (request, reply) => {
    return reply.code(201).send(await createCompany(deps, adminActorOf(request), request.body));
  });

  app.put(
    '/platform/companies/:id/maintenance',
    { config, schema: { tags, params: idParamsSchema, body: companyMaintenanceSchema, response: { 200: companyMaintenanceSchema } } },
    async (request) => setCompanyMaintenance(deps, adminActorOf(request), request.params.id, request.body),
  );
}
