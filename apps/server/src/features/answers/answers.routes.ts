import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import { saveAnswers } from './answers.service';

const answersBody = z.object({
  contractId: z.number().int().positive(),
  productId: z.number().int().positive(),
  /** Ignored: the session's user is the one answering. */
  userId: z.number().int().optional(),
  isCompleted: z.boolean(),
  answers: z.record(z.string().max(200), z.string().max(2000)).refine((a) => Object.keys(a).length <= 50),
  document: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.pdf$/), originalFilename: z.string().max(200) }).nullish(),
});

export async function answerRoutes(app: FastifyInstance) {
  app.post('/answers/add', async (request) => {
    const { userId: _ignored, ...body } = parseInput(answersBody, request.body);
    return saveAnswers(app.database.db, currentUser(request), body);
  });
}
