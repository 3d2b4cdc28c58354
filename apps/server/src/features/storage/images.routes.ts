import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { NotFoundError } from '../../http/http-errors';

const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const paramsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/) });

/** Public images: logos, login backgrounds, avatars (spec part 1 §7), with cache headers. */
export async function imageRoutes(app: FastifyInstance) {
  async function sendImage(name: string, asDownload: boolean, reply: import('fastify').FastifyReply) {
    const type = imageTypes[name.split('.').pop()?.toLowerCase() ?? ''];
    const data = type ? await app.storage.find('images', name) : null;
    if (!type || !data) throw new NotFoundError('image');
    reply.type(type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    // An SVG opened directly must not run anything.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (asDownload) reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(data);
  }

  app.get('/storage/images/:name', async (request, reply) => sendImage(parseInput(paramsSchema, request.params).name, false, reply));
  app.get('/storage/images/download/:name', async (request, reply) => sendImage(parseInput(paramsSchema, request.params).name, true, reply));
}
