import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationMessages } from '@flexplan/domain';
import { idParamsSchema, idSchema } from '@flexplan/domain/validation/id-schema';
import { parseInput } from '../../http/parse-input';
import { CompanyNotFoundError, NotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import type { createAcceptService } from './accept.service';
import type { createAcceptancePreview } from './acceptance-preview.service';
import { contractDocument } from './contract-document';
import { sendPdf } from './send-pdf';
import type { createPurchaseService } from './purchase.service';

const purchaseBody = z.object({ ids: z.array(idSchema, { message: validationMessages.required }).min(1, { message: validationMessages.required }).max(50) });
const acceptBody = z.object({ token: z.string().min(20).max(200) });

/** POST /api/contracts/purchase (authenticated): sign the cart items. */
export async function purchaseRoutes(app: FastifyInstance, opts: { purchase: ReturnType<typeof createPurchaseService> }) {
  app.post('/contracts/purchase', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { ids } = parseInput(purchaseBody, request.body);
    return opts.purchase(currentUser(request), request.company, ids);
  });
}

/** GET /api/my-contracts/:id/pdf (authenticated): the contract's PDF, for its owner only (404 otherwise, and for the cart). */
export async function contractPdfRoutes(app: FastifyInstance) {
  app.get('/my-contracts/:id/pdf', async (request, reply) => {
    if (!request.company) throw new CompanyNotFoundError();
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const document = await contractDocument(app.database.db, { company: request.company, userId: user.id, contractIds: [id], excludeCart: true });
    if (!document) throw new NotFoundError('contract');
    return sendPdf(reply, document);
  });
}

/**
 * The acceptance link's routes (public: the token is the proof). Reading what a link accepts and
 * its PDF changes nothing; only the POST of the page's button accepts (spec part 2 §1).
 */
export async function acceptRoutes(
  app: FastifyInstance,
  opts: { accept: ReturnType<typeof createAcceptService>; preview: ReturnType<typeof createAcceptancePreview> },
) {
  app.post('/contracts/accept', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { token } = parseInput(acceptBody, request.body);
    return opts.accept(request.company, token);
  });

  app.post('/contracts/accept/preview', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { token } = parseInput(acceptBody, request.body);
    return opts.preview.preview(request.company, token);
  });

  app.get('/contracts/accept/pdf', async (request, reply) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { token } = parseInput(acceptBody, request.query);
    const document = await opts.preview.pdf(request.company, token);
    return sendPdf(reply, document);
  });
}
