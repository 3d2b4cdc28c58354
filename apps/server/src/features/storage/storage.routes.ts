import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '@flexplan/domain/api/file-response';
import { downloadQuerySchema, downloadUrlSchema, storedFileParamsSchema, storedFileSchema, uploadParamsSchema } from '@flexplan/domain/storage/storage-api';
import { readUploadedFile } from '../../http/uploaded-file';
import { currentUser } from '../../plugins/auth';
import { downloadUrl, openDownload, storeUpload, uploadRuleFor } from './storage.service';

const tags = ['storage'];

/** POST /api/storage/{folder}: one multipart file (docs/product/employee-portal.md §7); answers { name, originalFilename }. */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage, config: app.config };
  // The part is read in the handler, under the folder's own size limit: no body schema.
  const uploadSchema = { tags, consumes: ['multipart/form-data'], params: uploadParamsSchema, response: { 200: storedFileSchema } };
  app.post('/storage/:folder', { schema: uploadSchema }, async (request) => {
    const user = currentUser(request);
    const { folder } = request.params;
    const rule = uploadRuleFor(deps, folder);
    const { data, filename } = await readUploadedFile(request, rule.maxBytes);
    return storeUpload(deps, user, folder, data, filename);
  });

  /** A short-lived link to one of the user's own files (never the session token in a URL). */
  const linkSchema = { tags, params: storedFileParamsSchema, response: { 200: downloadUrlSchema } };
  app.get('/storage/:container/:file/download-url', { schema: linkSchema }, async (request) => {
    return downloadUrl(deps, currentUser(request), request.params.container, request.params.file);
  });
}

/** GET /api/storage/{container}/{file}?token=…: the token is the proof, no session needed. */
export async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };
  const schema = {
    tags,
    params: storedFileParamsSchema,
    querystring: downloadQuerySchema,
    response: { 200: fileResponse('The file: an image shown inline unless `download` is given, a PDF always saved.', ['application/pdf', 'image/*']) },
  };
  app.get('/storage/:container/:file', { schema }, async (request, reply) => {
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
  });
}
