import type { FastifyInstance } from 'fastify';
import { idParamSchema, idSchema } from '@flexplan/domain/validation/id-schema';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import { getAnswers, saveAnswers } from './answers.service';

const answersBody = z.object({
  contractId: idSchema,
  productId: idSchema,
  /** A health policy's insured person (null: the employee): health asks each of them (issue 13, finding 8). */
  familyId: idSchema.nullable().optional(),
  /** Ignored: the session's user is the one answering. */
  userId: z.number().int().optional(),
  isCompleted: z.boolean(),
  answers: z.record(z.string().max(200), z.string().max(2000)).refine((a) => Object.keys(a).length <= 50),
  document: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.pdf$/), originalFilename: z.string().max(200) }).nullish(),
});

/**
 * A cart item's id, and for a health policy whose answers (`familyId`, `employee` for the
 * employee); bounded to the column's integer so a huge id is a 400, not a database error.
 */
const answersQuery = z.object({
  contractId: idParamSchema,
  familyId: z.union([z.literal('employee').transform(() => null), idParamSchema]).optional(),
});

export async function answerRoutes(app: FastifyInstance) {
  app.get('/answers', async (request) => {
    const { contractId, familyId } = parseInput(answersQuery, request.query);
    return getAnswers(app.database.db, currentUser(request), contractId, familyId);
  });

  app.post('/answers/add', async (request) => {
    const { userId: _ignored, ...body } = parseInput(answersBody, request.body);
    return saveAnswers(app.database.db, currentUser(request), body);
  });
}
