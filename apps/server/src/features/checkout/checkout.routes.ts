import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationMessages } from '@flexplan/domain';
import { parseInput } from '../../http/parse-input';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import type { createAcceptService } from './accept.service';
import type { createPurchaseService } from './purchase.service';

const purchaseBody = z.object({ ids: z.array(z.number().int().positive(), { message: validationMessages.required }).min(1, { message: validationMessages.required }).max(50) });
const acceptBody = z.object({ token: z.string().min(20).max(200) });

/** POST /api/contracts/purchase (authenticated): sign the cart items. */
export async function purchaseRoutes(app: FastifyInstance, opts: { purchase: ReturnType<typeof createPurchaseService> }) {
  app.post('/contracts/purchase', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { ids } = parseInput(purchaseBody, request.body);
    return opts.purchase(currentUser(request), request.company, ids);
  });
}

/** POST /api/contracts/accept (public: the token is the proof). */
export async function acceptRoutes(app: FastifyInstance, opts: { accept: ReturnType<typeof createAcceptService> }) {
  app.post('/contracts/accept', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { token } = parseInput(acceptBody, request.body);
    return opts.accept(request.company, token);
  });
}
