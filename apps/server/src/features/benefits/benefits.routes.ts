import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { getRateTable, listCategoryBenefits } from './benefits.service';

/** The catalogue as one employee may see it (docs/product/benefits-and-simulation.md §7). */
export async function benefitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({
    ...apiRoute('GET /modalities/by-category/:category'),
    config: { revalidate: 'user' },
    handler: async (request) => listCategoryBenefits(deps, currentUser(request), request.params.category),
  });

  /** Life and life-axa rates per 1000 by age band (the spec's rate table load). */
  app.route({ ...apiRoute('GET /rate-tables/:key'), handler: async (request) => getRateTable(deps, currentUser(request), request.params.key) });
}
