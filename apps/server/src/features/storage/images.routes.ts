import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { openCompanyImage } from './storage.service';

/**
 * A company may replace its logo or background under the same name: the browser keeps an image
 * five minutes, then revalidates it with its ETag, a 304 without the image while it is unchanged
 *.
 */
const imageCacheControl = 'public, max-age=300';

/**
 * Public images: logos, login backgrounds, avatars (docs/product/employee-portal.md §7), with cache headers; each
 * only on its own company's host, 404 on any other.
 */
export async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage };
  const routes = [
    { route: 'GET /storage/images/:name', asDownload: false },
    { route: 'GET /storage/images/download/:name', asDownload: true },
  ] as const;

  for (const { route, asDownload } of routes) {
    app.route({
      ...apiRoute(route),
      handler: async (request, reply) => {
        const { name } = request.params;
        const { type, data } = await openCompanyImage(deps, request.company?.id, name);
        const etag = `"${createHash('sha1').update(data).digest('base64url')}"`;
        // The image's type on a 304 too: a JSON type would have the security plugin mark it no-store.
        reply.type(type).header('etag', etag).header('cache-control', imageCacheControl).header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send(null);
        // An SVG opened directly must not run anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (asDownload) reply.header('content-disposition', `attachment; filename="${name}"`);
        return reply.send(data);
      },
    });
  }
}
