import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PublicCompany } from '@flexplan/domain/company/company-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler';
import { renderIndexPage } from './index-page';
import type { ViteManifest } from './start-page-hints';

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
 * index.html and the build's manifest, read again when a new build replaces index.html. A build
 * under way (Vite empties the folder first) keeps the last good pair rather than failing the page.
 */
function builtPage(root: string): () => { template: string; manifest: ViteManifest | null } {
  let cached: { modified: number; template: string; manifest: ViteManifest | null } | null = null;
  return () => {
    try {
      const modified = statSync(path.join(root, 'index.html')).mtimeMs;
      if (cached?.modified !== modified) {
        const manifestFile = path.join(root, '.vite', 'manifest.json');
        const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : null;
        cached = { modified, template: readFileSync(path.join(root, 'index.html'), 'utf8'), manifest };
      }
    } catch (error) {
      if (!cached) throw error;
    }
    return cached;
  };
}

interface WebAppOptions {
  root: string | null;
  /** The Host's company as the API answers it, inlined into index.html; null for none (app.ts). */
  companyOf?: (request: FastifyRequest) => Promise<PublicCompany | null>;
}

/**
 * Serves the built web app (pre-compressed gzip/brotli) with the SPA fallback: any other path
 * that is not /api, /assets or a file answers index.html, written for the request
 * (index-page.ts); those answer 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: WebAppOptions) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        // Our setHeaders decides the caching; send's own Cache-Control would overwrite it.
        cacheControl: false,
        wildcard: true,
        // `/` is the page too, written per request below.
        index: false,
        setHeaders(res, filePath) {
          res.setHeader('cache-control', isHashedAsset(path.relative(root, filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (opts.root) {
      app.log.warn('web app build not found: run `npm run build` (npm start does it)');
    }

    const readBuiltPage = root ? builtPage(root) : null;
    async function sendPage(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
      const { template, manifest } = readBuiltPage!();
      // Without its company the page still works: the web app asks the API, which explains.
      const company = await (opts.companyOf?.(request) ?? Promise.resolve(null)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'index.html without its company');
        return null;
      });
      const html = renderIndexPage(template, manifest, { path: urlPath, acceptLanguage: request.headers['accept-language'], company });
      // no-cache, as before, but revalidated by content: a 304 while nothing changed.
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept-Language, Accept-Encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }

    if (root) app.get('/', (request, reply) => sendPage(request, reply, '/'));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url);
      if (root && isPage) return sendPage(request, reply, url);
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'No encontrado'));
    });
  },
  { name: 'web-app' },
);
