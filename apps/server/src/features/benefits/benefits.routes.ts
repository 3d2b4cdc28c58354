import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { benefitListSchema, categoryParamsSchema, rateTableParamsSchema, rateTableViewSchema } from '@flexplan/domain/benefits/benefits-api';
import { currentUser } from '../../plugins/auth';
import { getRateTable, listCategoryBenefits } from './benefits.service';

/** The catalogue as one employee may see it (docs/product/benefits-and-simulation.md §7). */
export async function benefitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const tags = ['benefits'];

  app.get(
    '/modalities/by-category/:category',
    { schema: { tags, params: categoryParamsSchema, response: { 200: benefitListSchema } }, config: { revalidate: 'user' } },
    async (request) => {
      return listCategoryBenefits(deps, currentUser(request), request.params.category);
    },
  );

  /** Life and life-axa rates per 1000 by age band (the spec's rate table load). */
  app.get('/rate-tables/:key', { schema: { tags, params: rateTableParamsSchema, response: { 200: rateTableViewSchema } } }, async (request) => {
    return getRateTable(deps, currentUser(request), request.params.key);
  });
}
