import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KeptReadScope, KeptResponseOwner } from '../features/auth/kept-responses';
import type { CacheMark } from '../features/auth/session-cache';
import { lastSyncOf } from '../http/last-sync';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are kept per session (READ_CACHE) until a row they were read from
     * changes: the route must answer from the session's user, its company, the URL and the
     * business day alone (no header, no file, no time of day).
     */
    keptRead?: KeptReadScope;
  }
  interface FastifyRequest {
    /** A kept read that missed: what to keep its answer under, and the cache's mark before the read. */
    keptReadMiss: { key: string; mark: CacheMark; owner: KeptResponseOwner } | null;
  }
}

/**
 * Kept reads (docs/decisions/360-the-hot-reads-are-kept-with-the-session-until.md): a GET of a route marked `keptRead` is answered from the
 * session cache's kept answers when one is there, without a statement; otherwise its 200 answer is
 * kept. A preHandler, so it runs after every guard (the session, the admin guard) and after the
 * input's validation: a kept answer is only ever sent where the route itself would have answered.
 * Every row a kept answer is read from notifies its change (migrations 0016 and 0017).
 */
export const keptReadsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('keptReadMiss', null);
    app.addHook('preHandler', async (request, reply) => {
      const scope = request.routeOptions.config.keptRead;
      const user = request.sessionUser;
      if (!scope || request.method !== 'GET' || !user || !request.company) return;
      const owner = { sessionId: user.sessionId, userId: user.id, companyId: request.adminActor?.companyId ?? request.company.id, scope };
      const key = keyOf(request, owner, app.clock.today());
      const kept = await app.sessionCache.findResponse(key, lastSyncOf(request));
      if (!kept) {
        request.keptReadMiss = { key, mark: app.sessionCache.mark(), owner };
        return;
      }
      // A Buffer goes out as it is: a string with a JSON type would be serialised again.
      return reply.type(kept.contentType).send(kept.body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const miss = request.keptReadMiss;
      if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      app.sessionCache.keepResponse(miss.mark, miss.key, miss.owner, { body: Buffer.from(payload), contentType });
    });
  },
  { name: 'kept-reads', dependencies: ['session-cache'] },
);

/** The session, the company read, the URL with its query, and the business day the rules read. */
function keyOf(request: FastifyRequest, owner: KeptResponseOwner, today: string) {
  return `${owner.sessionId} ${owner.companyId} ${today} ${request.url}`;
}
