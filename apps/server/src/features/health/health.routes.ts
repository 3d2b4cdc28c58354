import type { FastifyInstance } from 'fastify';

/** GET /api/health: the process is up and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const isUp = await app.database.ping();
    return reply.code(isUp ? 200 : 503).send({ status: isUp ? 'ok' : 'degraded', database: isUp ? 'up' : 'down' });
  });
}
