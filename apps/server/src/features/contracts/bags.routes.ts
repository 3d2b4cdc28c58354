import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bagsAnswerSchema, bagsQuerySchema } from '@flexplan/domain/bags/bags-api';
import { currentUser } from '../../plugins/auth';
import { getBags } from './bags.service';

/** GET /api/bags: the user's bags and their figures for a plan year (docs/product/employee-portal.md §9). */
export async function bagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const schema = { tags: ['bags'], querystring: bagsQuerySchema, response: { 200: bagsAnswerSchema } };
  app.get('/bags', { schema, config: { revalidate: 'user' } }, async (request) => {
    return getBags(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year);
  });
}
