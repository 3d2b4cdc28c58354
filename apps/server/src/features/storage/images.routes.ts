import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { NotFoundError } from '../../http/http-errors';
import { isCompanyImage } from './storage.repository';

const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const paramsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/) });

/**
 * Public images: logos, login backgrounds, avatars (spec part 1 §7), with cache headers; each
 * only on its own company's host, 404 on any other.
 */
export async function imageRoutes(app: FastifyInstance) {
  async function sendImage(request: FastifyRequest, asDownload: boolean, reply: FastifyReply) {
    const { name } = parseInput(paramsSchema, request.params);
    const type = imageTypes[name.split('.').pop()?.toLowerCase() ?? ''];
    const isOwn = type && request.company ? await isCompanyImage(app.database.db, request.company.id, name) : false;
    const data = isOwn ? await app.storage.find('images', name) : null;
    if (!type || !data) throw new NotFoundError('image');
    reply.type(type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    // An SVG opened directly must not run anything.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (asDownload) reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(data);
  }

  app.get('/storage/images/:name', async (request, reply) => sendImage(request, false, reply));
  app.get('/storage/images/download/:name', async (request, reply) => sendImage(request, true, reply));
}
