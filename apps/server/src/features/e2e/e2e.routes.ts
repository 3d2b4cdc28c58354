import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { freshEmployeeRequestSchema, freshEmployeeSchema } from '@flexplan/domain/api/fresh-employee-api';
import { freshCompanySchema } from '@flexplan/domain/api/fresh-company-api';
import { createFreshEmployee } from './fresh-employee.service';
import { createFreshCompany } from './fresh-company.service';
import { removeCopiedTaxYear } from '../tax/tax-years.service';
import { taxYearParamsSchema } from '@flexplan/domain/tax/tax-years-api';

/**
 * The browser suite's own API, registered only with E2E_TEST_API on (config.ts refuses it in
 * production; the API tests and docs/openapi.json leave it off). No session: the suite calls it
 * before anyone logs in, on any company's host (the employee's company is the demo one's). No part
 * of the API, so not in the route table (`hide`, http/api-route.ts).
 */
export async function e2eRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage, clock: app.clock };

  app.post(
    '/e2e/employees',
    {
      schema: { hide: true, tags: ['e2e'], body: freshEmployeeRequestSchema, response: { 201: freshEmployeeSchema } },
      config: { withoutCompany: true },
    },
    async (request, reply) => {
      return reply.code(201).send(await createFreshEmployee(deps, request.body));
    },
  );

  // A company of one scenario's own, for one that changes a company's settings.
  app.post(
    '/e2e/companies',
    { schema: { hide: true, tags: ['e2e'], response: { 201: freshCompanySchema } }, config: { withoutCompany: true } },
    async (_request, reply) => {
      return reply.code(201).send(await createFreshCompany(deps));
    },
  );

  // A year the operator's scenario copied, taken away at its end: the tax years are national, shared by every scenario.
  app.delete(
    '/e2e/tax-years/:year',
    { schema: { hide: true, tags: ['e2e'], params: taxYearParamsSchema }, config: { withoutCompany: true } },
    async (request, reply) => {
      await removeCopiedTaxYear(deps, request.params.year);
      return reply.code(204).send();
    },
  );
}
