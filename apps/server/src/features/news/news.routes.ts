import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsListSchema } from '@flexplan/domain/news/news-api';
import { currentUser } from '../../plugins/auth';
import { listNewsOf } from './news.service';

/** GET /api/messages (docs/product/employee-portal.md §7): the news the user's company and collective publish. */
export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.get('/messages', { schema: { tags: ['news'], response: { 200: newsListSchema } } }, async (request) => listNewsOf(deps, currentUser(request)));
}
