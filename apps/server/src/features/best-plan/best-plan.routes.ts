import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { computeBestPlan, getBestPlanOffers } from './best-plan.service';

/** "My best plan": GET the form's offers, defaults and plan; POST the plan for stated expenses. */
export async function bestPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({
    ...apiRoute('GET /best-plan'),
    handler: async (request) => getBestPlanOffers(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year),
  });
  app.route({
    ...apiRoute('POST /best-plan'),
    handler: async (request) => computeBestPlan(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.body),
  });
}
