import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answersBodySchema, answersQuerySchema, savedAnswersSchema } from '@flexplan/domain/contracts/answers-api';
import { currentUser } from '../../plugins/auth';
import { getAnswers, saveAnswers } from './answers.service';

/** A cart item's questionnaire (docs/product/cart-and-contracts.md §3 Product answers). */
export async function answerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const tags = ['answers'];

  app.get('/answers', { schema: { tags, querystring: answersQuerySchema, response: { 200: savedAnswersSchema } } }, async (request) => {
    return getAnswers(deps, currentUser(request), request.query.contractId, request.query.familyId);
  });

  app.post('/answers/add', { schema: { tags, body: answersBodySchema, response: { 200: savedAnswersSchema } } }, async (request) => {
    const { userId: _ignored, ...body } = request.body;
    return saveAnswers(deps, currentUser(request), body);
  });
}
