import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { CompanyNotFoundError } from '../../http/http-errors';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { uploadRuleFor } from '../storage/storage.service';
import { getLegalPdf, getLegalText, listCompanyLegalTexts, uploadLegalPdf, useGenericLegalText, writeLegalText } from './legal-texts.service';

/** The administrator's calls on the company's own legal texts; registered inside the admin scope (app.ts). */
export async function legalTextsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage, config: app.config };

  app.route({ ...apiRoute('GET /admin/company/legal-texts'), handler: async (request) => listCompanyLegalTexts(deps, adminActorOf(request)) });
  app.route({
    ...apiRoute('PUT /admin/company/legal-texts/:document/:language'),
    handler: async (request) => writeLegalText(deps, adminActorOf(request), request.params, request.body.body),
  });
  // The part is read in the handler under the documents folder's size limit: no body schema.
  app.route({
    ...apiRoute('POST /admin/company/legal-texts/:document/:language/pdf'),
    handler: async (request) => {
      const actor = adminActorOf(request);
      const rule = uploadRuleFor(deps, 'documents');
      return uploadLegalPdf(deps, actor, request.params, await readUploadedFile(request, rule.maxBytes));
    },
  });
  app.route({
    ...apiRoute('DELETE /admin/company/legal-texts/:document/:language'),
    handler: async (request) => useGenericLegalText(deps, adminActorOf(request), request.params),
  });
}

/** The portal's reads of the Host's company's legal texts: no session, never another company's. */
export async function legalTextsPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage };

  app.route({
    ...apiRoute('GET /legal-texts/:document/:language'),
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return getLegalText(deps, request.company, request.params);
    },
  });
  app.route({
    ...apiRoute('GET /legal-texts/:document/:language/pdf'),
    handler: async (request, reply) => {
      if (!request.company) throw new CompanyNotFoundError();
      const answer = await getLegalPdf(deps, request.company, request.params);
      // A text changes when its administrator writes it again: the browser asks each time.
      reply.header('cache-control', 'no-cache');
      if (answer.kind === 'generic') return reply.redirect(answer.url, 302);
      // An uploaded PDF is saved, never shown on the portal's origin (docs/decisions/285-uploaded-pdfs-are-always-downloaded-never-shown.md);
      // one the server made from the company's text holds no script, so it opens in the browser as the generic ones do.
      reply.type('application/pdf').header('x-content-type-options', 'nosniff');
      if (answer.isUpload)
        reply
          .header('content-disposition', `attachment; filename="${answer.filename}"`)
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      else reply.header('content-disposition', `inline; filename="${answer.filename}"`);
      return reply.send(Buffer.from(answer.pdf));
    },
  });
}
