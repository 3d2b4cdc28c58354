import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { getAnswers, saveAnswers } from './answers.service';

/** A cart item's questionnaire (docs/product/cart-and-contracts.md §3 Product answers). */
export async function answerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({
    ...apiRoute('GET /answers'),
    handler: async (request) => getAnswers(deps, currentUser(request), request.query.contractId, request.query.familyId),
  });

  app.route({
    ...apiRoute('POST /answers/add'),
    handler: async (request) => {
      const { userId: _ignored, ...body } = request.body;
      return saveAnswers(deps, currentUser(request), body);
    },
  });
}
