import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationMessages } from '@flexplan/domain';
import { idParamSchema } from '@flexplan/domain/validation/id-schema';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import { createDocument, listDocuments } from './documents.service';

const userParams = z.object({ id: idParamSchema });
const documentBody = z.object({
  file: z.string({ message: validationMessages.required }).regex(/^[0-9a-f]{32}\.pdf$/, { message: validationMessages.required }),
  name: z
    .string({ message: validationMessages.required })
    .trim()
    .min(1, { message: validationMessages.required })
    .max(160, { message: validationMessages.tooLong }),
  type: z.enum(['document', 'invoice', 'payslip', 'contract', 'other']).default('document'),
  public: z.boolean().default(false),
});

/** The user's documents (spec part 1 §7); `{id}` must be the session's own user. */
export async function documentRoutes(app: FastifyInstance) {
  app.get('/users/:id/documents/all', async (request) => {
    const { id } = parseInput(userParams, request.params);
    return listDocuments(app.database.db, currentUser(request), id);
  });

  app.post('/users/:id/documents', async (request, reply) => {
    const { id } = parseInput(userParams, request.params);
    const body = parseInput(documentBody, request.body);
    const document = await createDocument(app.database.db, currentUser(request), id, body, app.now().getFullYear());
    return reply.code(201).send(document);
  });
}
