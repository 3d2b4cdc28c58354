import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../http/bearer-token';
import type { HostSession } from '../http/host-session';
import type { CompanyRow } from '../http/request-company';

/** How a request's company and session are found; the features that own them pass these in (app.ts). */
export interface CompanyLookups {
  /** The company a Host header names, or null. */
  companyOf(host: string | undefined): Promise<CompanyRow | null>;
  /** The Host's company with the token's live session of it, in one statement; null when the host names no company. */
  sessionOf(host: string | undefined, token: string): Promise<HostSession | null>;
}

/**
 * Resolves the company of every API request from its Host header (docs/architecture.md, Request
 * path); on a session route (`withSession`) that carries a token, the token's session with it, in
 * the same statement, on every request: a logout, a deactivation or a password change made by any
 * process holds for the next request on every other. A lookup that fails because PostgreSQL is down
 * reaches the error handler, which answers 503 DATABASE_UNAVAILABLE; a route marked
 * `withoutCompany` (the health check) is not looked up.
 */
export const companyPlugin = fp(
  async (app: FastifyInstance, lookups: CompanyLookups) => {
    app.decorateRequest('company', null);
    app.decorateRequest('tokenUser', null);
    app.decorateRequest('readVersions', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!request.url.startsWith('/api/') || config?.withoutCompany) return;
      const token = config?.withSession ? bearerToken(request) : null;
      if (token !== null) {
        const found = await lookups.sessionOf(request.headers.host, token);
        request.company = found?.company ?? null;
        request.tokenUser = found?.user ?? null;
        request.readVersions = found?.versions ?? null;
      } else {
        request.company = await lookups.companyOf(request.headers.host);
      }
      app.databaseOutage.answered();
    });
  },
  { name: 'company', dependencies: ['db'] },
);
