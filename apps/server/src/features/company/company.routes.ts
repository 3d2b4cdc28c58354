import type { FastifyInstance } from 'fastify';
import { CompanyNotFoundError } from '../../http/http-errors';
import { toPublicCompany } from './public-company';

export async function companyRoutes(app: FastifyInstance) {
  app.get('/companies/by-subdomain', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    return toPublicCompany(request.company, app.config.LANGUAGE_FEATURE);
  });
}
