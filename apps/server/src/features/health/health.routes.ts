import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';

/**
 * GET /api/health: the process is up and the database answers; 503 `database: "down"` while
 * PostgreSQL cannot be reached. It skips the Host's company lookup, which would fail first.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...apiRoute('GET /health'),
    config: { withoutCompany: true },
    handler: async (_request, reply) => {
      const isUp = await app.database.ping();
      if (isUp) app.databaseOutage.answered();
      else app.databaseOutage.failed(new Error('health check: the database does not answer'));
      return reply.code(isUp ? 200 : 503).send({ status: isUp ? 'ok' : 'degraded', database: isUp ? 'up' : 'down' });
    },
  });
}
