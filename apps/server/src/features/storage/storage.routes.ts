import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { readUploadedFile } from '../../http/uploaded-file';
import { currentUser } from '../../plugins/auth';
import { downloadUrl, openDownload, storeUpload, uploadRuleFor } from './storage.service';

/** POST /api/storage/{folder}: one multipart file (docs/product/employee-portal.md §7); answers { name, originalFilename }. */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage, config: app.config };
  // The part is read in the handler, under the folder's own size limit: no body schema.
  app.route({
    ...apiRoute('POST /storage/:folder'),
    handler: async (request) => {
      const user = currentUser(request);
      const { folder } = request.params;
      const rule = uploadRuleFor(deps, folder);
      const { data, filename } = await readUploadedFile(request, rule.maxBytes);
      return storeUpload(deps, user, folder, data, filename);
    },
  });

  /** A short-lived link to one of the user's own files (never the session token in a URL). */
  app.route({
    ...apiRoute('GET /storage/:container/:file/download-url'),
    handler: async (request) => downloadUrl(deps, currentUser(request), request.params.container, request.params.file),
  });
}

/** GET /api/storage/{container}/{file}?token=…: the token is the proof, no session needed. */
export async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };
  app.route({
    ...apiRoute('GET /storage/:container/:file'),
    handler: async (request, reply) => {
      const { container, file } = request.params;
      const { row, data } = await openDownload(deps, request.company?.id, container, file, request.query.token);
      // A PDF can carry JavaScript: it is never shown on the portal's origin, always saved. Chrome will not show a PDF under a sandboxing CSP, so "inline, sandboxed" is no option.
      const disposition = row.contentType.startsWith('image/') && request.query.download === undefined ? 'inline' : 'attachment';
      return reply
        .type(row.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${disposition}; filename="${encodeURIComponent(row.originalFilename)}"`)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
}
