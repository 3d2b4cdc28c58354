import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { companySlugFromHost } from '../features/company/company-host';
import { findCompanyBySlug } from '../features/company/company.repository';

/**
 * Resolves the company of every API request from its Host header (spec part 1 §1 Branding).
 * A lookup that fails because PostgreSQL is down reaches the error handler, which answers 503
 * DATABASE_UNAVAILABLE; a route marked `withoutCompany` (the health check) is not looked up.
 */
export const companyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('company', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config?.withoutCompany) return;
      const slug = companySlugFromHost(request.headers.host, app.config.BASE_DOMAIN, app.config.DEFAULT_COMPANY);
      request.company = (await findCompanyBySlug(app.database.db, slug)) ?? null;
      app.databaseOutage.answered();
    });
  },
  { name: 'company', dependencies: ['db'] },
);
