import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler';

/**
 * A file Vite emitted with its content's hash in its name (`assets/index-C0tHcsjo.js`), or the
 * pre-compressed copy of one (`….js.br`, `….js.gz`: what @fastify/static opens, and so names,
 * when the browser accepts it). The files of `public/` (`assets/legal/es/cookies.pdf`) keep
 * their names and are not.
 */
export function isHashedAsset(relativePath: string): boolean {
  return /^assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/i.test(relativePath);
}

/**
 * Serves the built web app (pre-compressed gzip/brotli) with the SPA fallback: any other path
 * that is not /api, /assets or a file answers index.html; those answer 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null }) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        // Our setHeaders decides the caching; send's own Cache-Control would overwrite it.
        cacheControl: false,
        wildcard: true,
        index: ['index.html'],
        setHeaders(res, filePath) {
          res.setHeader('cache-control', isHashedAsset(path.relative(root, filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (opts.root) {
      app.log.warn('web app build not found: run `npm run build` (npm start does it)');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url);
      if (root && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'No encontrado'));
    });
  },
  { name: 'web-app' },
);
