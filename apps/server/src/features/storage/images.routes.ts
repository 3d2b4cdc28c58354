import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '@flexplan/domain/api/file-response';
import { imageParamsSchema } from '@flexplan/domain/storage/storage-api';
import type { StorageService } from './storage.service';

/**
 * Public images: logos, login backgrounds, avatars (spec part 1 §7), with cache headers; each
 * only on its own company's host, 404 on any other.
 */
export async function imageRoutes(fastify: FastifyInstance, opts: { storage: StorageService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = [
    { url: '/storage/images/:name', asDownload: false, description: 'The image, cached for a day.' },
    { url: '/storage/images/download/:name', asDownload: true, description: 'The image, to save.' },
  ];

  for (const { url, asDownload, description } of routes) {
    const schema = { tags: ['storage'], params: imageParamsSchema, response: { 200: fileResponse(description, ['image/*']) } };
    app.get(url, { schema }, async (request, reply) => {
      const { name } = request.params;
      const { type, data } = await opts.storage.openCompanyImage(request.company?.id, name);
      reply.type(type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
      // An SVG opened directly must not run anything.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (asDownload) reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.send(data);
    });
  }
}
