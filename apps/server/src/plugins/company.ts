import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { companySlugFromHost } from '../features/company/company-host';
import { findCompanyBySlug } from '../features/company/company.repository';
import { findCompanyWithSession } from '../features/auth/company-session.repository';
import { bearerToken } from '../http/bearer-token';
import { lastSyncOf } from '../http/last-sync';
import { hashToken } from '../security/opaque-token';

/**
 * Resolves the company of every API request from its Host header (docs/product/employee-portal.md §1 Branding); on a
 * session route (`withSession`) that carries a token, the token's session with it, in the same
 * round trip (authenticate then checks both), or none when this process keeps that session
 * (plugins/session-cache.ts). A lookup that fails because PostgreSQL is down
 * reaches the error handler, which answers 503 DATABASE_UNAVAILABLE; a route marked
 * `withoutCompany` (the health check) is not looked up.
 */
export const companyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('company', null);
    app.decorateRequest('tokenUser', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!request.url.startsWith('/api/') || config?.withoutCompany) return;
      const slug = companySlugFromHost(request.headers.host, app.config.BASE_DOMAIN, app.config.DEFAULT_COMPANY);
      const token = config?.withSession ? bearerToken(request) : null;
      if (slug !== null && token !== null) {
        const tokenHash = hashToken(token);
        const kept = await app.sessionCache.find(slug, tokenHash, lastSyncOf(request));
        if (kept) {
          request.company = kept.company;
          request.tokenUser = kept.user;
          return;
        }
        const mark = app.sessionCache.mark();
        const found = await findCompanyWithSession(app.database.db, slug, tokenHash);
        request.company = found?.company ?? null;
        request.tokenUser = found?.user ?? null;
        if (found?.user) app.sessionCache.keep(mark, slug, tokenHash, found);
      } else {
        request.company = (await findCompanyBySlug(app.database.db, slug)) ?? null;
      }
      app.databaseOutage.answered();
    });
  },
  { name: 'company', dependencies: ['db'] },
);
