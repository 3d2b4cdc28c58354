import type { FastifyInstance } from 'fastify';
import { DomainError, errorCodes } from '@flexplan/domain';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import type { StorageService } from './storage.service';

const segment = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);
const folderParams = z.object({ folder: segment });
const fileParams = z.object({ container: segment, file: segment });
const tokenQuery = z.object({ token: z.string().min(10).max(2000) });

/** POST /api/storage/{folder}: one multipart file (spec part 1 §7); answers { name, originalFilename }. */
export async function uploadRoutes(app: FastifyInstance, opts: { storage: StorageService }) {
  app.post('/storage/:folder', async (request) => {
    const user = currentUser(request);
    const { folder } = parseInput(folderParams, request.params);
    const rule = opts.storage.ruleFor(folder);
    if (!request.isMultipart()) throw new DomainError(errorCodes.UNSUPPORTED_MEDIA_TYPE, 'Envía el archivo como multipart/form-data');
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new DomainError(errorCodes.VALIDATION, 'Falta el archivo', { field: 'file' });
    const data = await part.toBuffer();
    return opts.storage.store(user, folder, data, part.filename);
  });

  /** A short-lived link to one of the user's own files (never the session token in a URL). */
  app.get('/storage/:container/:file/download-url', async (request) => {
    const { container, file } = parseInput(fileParams, request.params);
    return opts.storage.downloadUrl(currentUser(request), container, file);
  });
}

/** GET /api/storage/{container}/{file}?token=…: the token is the proof, no session needed. */
export async function downloadRoutes(app: FastifyInstance, opts: { storage: StorageService }) {
  app.get('/storage/:container/:file', async (request, reply) => {
    const { container, file } = parseInput(fileParams, request.params);
    const { token } = parseInput(tokenQuery, request.query);
    const { row, data } = await opts.storage.openDownload(request.company?.id, container, file, token);
    // A PDF can carry JavaScript: it is never shown on the portal's origin, always saved (issue 12,
    // finding 9). Chrome will not show a PDF under a sandboxing CSP, so "inline, sandboxed" is no option.
    const disposition = row.contentType.startsWith('image/') && !('download' in (request.query as object)) ? 'inline' : 'attachment';
    return reply
      .type(row.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${disposition}; filename="${encodeURIComponent(row.originalFilename)}"`)
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
