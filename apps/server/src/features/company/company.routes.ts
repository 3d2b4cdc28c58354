import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCompanySchema } from '@flexplan/domain/company/company-api';
import { CompanyNotFoundError } from '../../http/http-errors';
import { getPublicCompany } from './company.service';

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { config: app.config };
  app.get('/companies/by-subdomain', { schema: { tags: ['company'], response: { 200: publicCompanySchema } } }, async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    return getPublicCompany(deps, request.company);
  });
}
