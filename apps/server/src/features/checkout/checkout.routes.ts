import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import type { createAcceptService } from './accept.service';
import type { createAcceptancePreview } from './acceptance-preview.service';
import { myContractPdf } from './my-contract-pdf.service';
import { sendPdf } from './send-pdf';
import type { createPurchaseService } from './purchase.service';

/** POST /api/contracts/purchase (authenticated): sign the cart items. */
export async function purchaseRoutes(fastify: FastifyInstance, opts: { purchase: ReturnType<typeof createPurchaseService> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...apiRoute('POST /contracts/purchase'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return opts.purchase(currentUser(request), request.company, request.body.ids, request.log);
    },
  });
}

/** GET /api/my-contracts/:id/pdf (authenticated): the contract's PDF, for its owner only (404 otherwise, and for the cart). */
export async function contractPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };
  app.route({
    ...apiRoute('GET /my-contracts/:id/pdf'),
    handler: async (request, reply) => {
      if (!request.company) throw new CompanyNotFoundError();
      return sendPdf(reply, await myContractPdf(deps, request.company, currentUser(request), request.params.id, request.log));
    },
  });
}

/**
 * The acceptance link's routes (public: the token is the proof). Reading what a link accepts and
 * its PDF changes nothing; only the POST of the page's button accepts (spec part 2 §1).
 */
export async function acceptRoutes(
  fastify: FastifyInstance,
  opts: { accept: ReturnType<typeof createAcceptService>; preview: ReturnType<typeof createAcceptancePreview> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...apiRoute('POST /contracts/accept'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return opts.accept(request.company, request.body.token);
    },
  });

  app.route({
    ...apiRoute('POST /contracts/accept/preview'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return opts.preview.preview(request.company, request.body.token);
    },
  });

  app.route({
    ...apiRoute('GET /contracts/accept/pdf'),
    handler: async (request, reply) => {
      if (!request.company) throw new CompanyNotFoundError();
      return sendPdf(reply, await opts.preview.pdf(request.company, request.query.token, request.log));
    },
  });
}
