import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/http-errors';
import { isLoopbackClient } from '../../http/loopback-client';
import { prepareUserById } from './bench.repository';
import { fixedPayload, fixedPayloadSchema } from './fixed-payload';
import { countRequestsOf, processStats, processStatsSchema } from './process-stats';
import { installSqlRoundTripCounter } from './sql-round-trips';

const oneQuerySchema = fixedPayloadSchema.extend({
  row: z.object({ id: z.number().int(), firstName: z.string(), lastName1: z.string(), email: z.string().nullable(), language: z.string().nullable() }),
});

/**
 * `npm run bench`'s routes, registered only with BENCH_MODE on (app.ts) and answered to this
 * machine only. The two ceilings every endpoint is compared with — a fixed JSON answer, and the
 * same plus one prepared select by id — go through the server's own plugins (security headers,
 * input guard, zod serialisation, error handler, logging) but not the Host's company lookup nor
 * the public rate limit, which are SQL of their own. Their schemas stay here: they are no part of
 * the product's API (not in docs/openapi.json nor the route table: `hide`, http/api-route.ts; never
 * called by the web app).
 */
export async function benchRoutes(fastify: FastifyInstance) {
  await installSqlRoundTripCounter(fastify.database.kind);
  countRequestsOf(fastify.server);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userById = prepareUserById(app.database.db);
  const config = { withoutCompany: true };

  // Anyone else gets the answer of a route that does not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackClient(request)) return reply.callNotFound();
  });

  app.get('/bench/fixed', { schema: { hide: true, response: { 200: fixedPayloadSchema } }, config }, async () => fixedPayload);

  const oneQuery = { hide: true, querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), response: { 200: oneQuerySchema } };
  app.get('/bench/one-query', { schema: oneQuery, config }, async (request) => {
    const row = await userById(request.query.id);
    if (!row) throw new NotFoundError('user');
    return { ...fixedPayload, row };
  });

  app.get('/bench/stats', { schema: { hide: true, response: { 200: processStatsSchema } }, config }, async () => processStats());
}
