import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { acceptPurchase } from './accept.service';
import { acceptanceContractPdf, previewAcceptance } from './acceptance-preview.service';
import { myContractPdf } from './my-contract-pdf.service';
import { sendPdf } from './send-pdf';
import { purchaseCart } from './purchase.service';

/** POST /api/contracts/purchase (authenticated): sign the cart items. */
export async function purchaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, mail: app.mail, config: app.config, storage: app.storage };
  app.route({
    ...apiRoute('POST /contracts/purchase'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return purchaseCart(deps, currentUser(request), request.company, request.body.ids, request.log);
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
 * its PDF changes nothing; only the POST of the page's button accepts (docs/product/cart-and-contracts.md §1).
 */
export async function acceptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, mail: app.mail, storage: app.storage };
  app.route({
    ...apiRoute('POST /contracts/accept'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return acceptPurchase(deps, request.company, request.body.token);
    },
  });

  app.route({
    ...apiRoute('POST /contracts/accept/preview'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return previewAcceptance(deps, request.company, request.body.token);
    },
  });

  app.route({
    ...apiRoute('GET /contracts/accept/pdf'),
    handler: async (request, reply) => {
      if (!request.company) throw new CompanyNotFoundError();
      return sendPdf(reply, await acceptanceContractPdf(deps, request.company, request.query.token, request.log));
    },
  });
}
