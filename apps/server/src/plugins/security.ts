import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { earlyRequestsScript } from '@flexplan/domain/routing/early-requests';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a Content-Security-Policy the app runs under. Mantine injects style
 * tags, hence 'unsafe-inline' for styles only. upgrade-insecure-requests and HSTS only behind
 * TLS: on plain HTTP they would blank the page (STACK.md pitfalls). Every /api JSON answer is
 * `Cache-Control: no-store`.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const behindTls = app.config.BEHIND_TLS;
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script, index.html's early requests, allowed by its hash.
          scriptSrc: ["'self'", inlineScriptHash(earlyRequestsScript)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(behindTls ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: behindTls,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // API answers carry salaries, bank accounts and ID numbers: no browser or proxy cache may keep
    // them. Files, images and revalidated reads (plugins/revalidation.ts) set their own caching.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && String(reply.getHeader('content-type') ?? '').includes('json')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);

/** A CSP source that allows exactly this inline script. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The headers helmet sets, worked out once: they do not depend on the request, and
 * @fastify/helmet built helmet's middleware (parsing the CSP directives) again on every request,
 * a tenth of the CPU of the cheapest route (issue 16).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
