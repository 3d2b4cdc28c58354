import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { syncHeader } from '@flexplan/domain/api/sync-header';
import { createSessionCache } from '../features/auth/session-cache';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The sessions this process keeps (features/auth/session-cache.ts), listening from start to close.
 * A write request answers only once the changes it committed have reached the cache: a logout, a
 * deactivation or a password change is seen by the next request, whichever route made it. Its
 * answer names the sync it waited for (`syncHeader`), so another process can tell the client's
 * next request whether that write has reached it.
 */
export const sessionCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createSessionCache({
      mode: app.config.SESSION_CACHE,
      keepsResponses: app.config.READ_CACHE,
      listen: app.database.listen,
      // The data notifications this server's writes left waiting (migration 0018), then the sync.
      flush: (sync) => app.database.db.execute(sql`select data_notify_flush(${sync})`),
    });
    await cache.start();
    app.decorate('sessionCache', cache);
    app.addHook('onSend', async (request, reply) => {
      if (readMethods.has(request.method)) return;
      const sync = await cache.barrier();
      if (sync !== undefined) reply.header(syncHeader, sync);
    });
    app.addHook('onClose', async () => {
      await cache.stop();
    });
  },
  { name: 'session-cache', dependencies: ['db'] },
);
