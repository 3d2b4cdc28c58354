import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestPlanOffersSchema, bestPlanQuerySchema, bestPlanRequestSchema, bestPlanSchema } from '@flexplan/domain/best-plan/best-plan-api';
import { currentUser } from '../../plugins/auth';
import { computeBestPlan, getBestPlanOffers } from './best-plan.service';

/** "My best plan": GET the form's offers, defaults and plan; POST the plan for stated expenses. */
export async function bestPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const tags = ['best-plan'];
  app.get('/best-plan', { schema: { tags, querystring: bestPlanQuerySchema, response: { 200: bestPlanOffersSchema } } }, async (request) => {
    return getBestPlanOffers(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year);
  });
  app.post(
    '/best-plan',
    { schema: { tags, body: bestPlanRequestSchema, response: { 200: z.object({ plan: bestPlanSchema.nullable() }).meta({ id: 'BestPlanAnswer' }) } } },
    async (request) => {
      return computeBestPlan(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.body);
    },
  );
}
