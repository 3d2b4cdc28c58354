import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { currentUser } from '../../plugins/auth';
import { copyTaxYear, getTaxYearRules, listTaxYearOverview, updateTaxYear, type PlatformActor } from './tax-years.service';

// The admin guard lets only a platform operator through (404 for anyone else).
const config = { platformOnly: true };

const platformActorOf = (request: FastifyRequest): PlatformActor => ({ ...adminActorOf(request), platformCompanyId: currentUser(request).companyId });

/** The platform operator's tax years (docs/decisions/432-tax-years-read-from-the-rows.md); registered inside the admin scope (app.ts). */
export async function taxYearRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };

  app.route({ ...apiRoute('GET /admin/platform/tax-years'), config, handler: async () => listTaxYearOverview(deps) });

  app.route({ ...apiRoute('GET /admin/platform/tax-years/:year'), config, handler: async (request) => getTaxYearRules(deps, request.params.year) });

  app.route({
    ...apiRoute('PUT /admin/platform/tax-years/:year'),
    config,
    handler: async (request) => updateTaxYear(deps, platformActorOf(request), request.params.year, request.body),
  });

  app.route({
    ...apiRoute('POST /admin/platform/tax-years/:year/copy'),
    config,
    handler: async (request, reply) => reply.code(201).send(await copyTaxYear(deps, platformActorOf(request), request.params.year)),
  });
}
