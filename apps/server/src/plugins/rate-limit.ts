import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { TooManyAttemptsError } from '../http/http-errors';
import { publicRateLimitStore } from './public-rate-limit-store';

/** Probes of a load balancer come often from one address and must never be refused. */
const exemptRoutes = new Set(['/api/health']);

/**
 * A ceiling per client address on every /api request made without a session (login, forgot and
 * reset password, the login key, the company lookup, acceptance links and whatever public route
 * comes next): PUBLIC_RATE_LIMIT_PER_MINUTE, then 429 TOO_MANY_ATTEMPTS with Retry-After.
 * It runs as a preHandler so that authenticate (a preHandler of the session routes, which runs
 * first) has set the session user: a signed-in employee is never counted.
 * Register it inside the /api scope, before the routes.
 */
export const publicRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      max: app.config.PUBLIC_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // An IPv6 client by its /64, which one host usually holds whole (the plugin's default too).
      ipv6Subnet: 64,
      store: publicRateLimitStore(() => app.database.db),
      allowList: (request: FastifyRequest) => request.sessionUser !== null || exemptRoutes.has(request.routeOptions.url ?? ''),
      errorResponseBuilder: (_request, context) => new TooManyAttemptsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'public-rate-limit', dependencies: ['db', 'error-handler'] },
);
