import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { outputJsonSchemaOf } from '../http/response-serializer';

/** Whose versions a revalidated answer is made from. */
export type RevalidationScope = 'user' | 'company';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer carries a strong ETag and is answered 304 when the client already has
     * it. The route must answer from the scope's versions alone, with the URL and the business day:
     * `user`, the session user's rows and the company's (catalogue, structure); `company`, the
     * company's people and the company's rows. No header, no file, no time of day.
     */
    revalidate?: RevalidationScope;
  }
  interface FastifyRequest {
    /** The ETag of a revalidated read's 200 answer (plugins/revalidation.ts). */
    entityTag: string | null;
  }
}

/** Caches may keep the answer for this browser only, and must ask before using it again. */
const CACHE_CONTROL = 'private, no-cache';

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Each route's answer shape, so that a release that changes it never revalidates an answer of the old one. */
const shapeOf = new WeakMap<object, string>();
function shapeFingerprint(request: FastifyRequest): string {
  const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (!(schema instanceof z.ZodType)) return '';
  let shape = shapeOf.get(schema);
  if (shape === undefined) shapeOf.set(schema, (shape = digestOf(JSON.stringify(outputJsonSchemaOf(schema)))));
  return shape;
}

/** Whether an If-None-Match header names this tag (RFC 9110 §13.1.2: a list, or `*`; a weak match is enough for a GET). */
export function ifNoneMatchHas(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * One read path (docs/decisions/100-one-read-path-revalidated-by-etag.md): a GET of a route marked
 * `revalidate` is tagged with the versions the company plugin read with the session, in the same
 * statement; when the client's If-None-Match names that tag, the answer is 304 and the route's
 * queries never run. A preHandler, so it runs after every guard (the session, the admin guard) and
 * the input's validation: a 304 is only ever sent where the route itself would have answered 200.
 * The versions are read before the route's queries, so an answer is never older than its tag.
 */
export const revalidationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('entityTag', null);
    app.addHook('preHandler', async (request, reply) => {
      const scope = request.routeOptions.config.revalidate;
      const { sessionUser: user, company, readVersions: versions } = request;
      if (!scope || request.method !== 'GET' || !user || !company || !versions) return;
      // A platform operator acting on another company: the statement read this host's versions, not that company's.
      if (request.adminActor && request.adminActor.companyId !== company.id) return;
      const parts = [
        scope,
        company.id,
        company.revision,
        user.id,
        user.sessionId,
        scope === 'user' ? versions.user : versions.people,
        app.clock.today(),
        request.url,
      ];
      const hash = digestOf(`${parts.join('\n')}\n${shapeFingerprint(request)}`).slice(0, 27);
      request.entityTag = `"${hash}"`;
      if (ifNoneMatchHas(request.headers['if-none-match'], request.entityTag))
        return reply.code(304).header('etag', request.entityTag).header('cache-control', CACHE_CONTROL).send();
    });
    // After the security plugin's `no-store` for JSON answers (a dependency, so its hook runs first).
    app.addHook('onSend', async (request, reply) => {
      if (request.entityTag && reply.statusCode === 200) reply.header('etag', request.entityTag).header('cache-control', CACHE_CONTROL);
    });
  },
  { name: 'revalidation', dependencies: ['company', 'security'] },
);
