import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { companySlugFromHost } from '../features/company/company-host';
import { findCompanyBySlug } from '../features/company/company.repository';

/** Resolves the company of every API request from its Host header (spec part 1 §1 Branding). */
export const companyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('company', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const slug = companySlugFromHost(request.headers.host, app.config.BASE_DOMAIN, app.config.DEFAULT_COMPANY);
    request.company = (await findCompanyBySlug(app.database.db, slug)) ?? null;
  });
}, { name: 'company', dependencies: ['db'] });
