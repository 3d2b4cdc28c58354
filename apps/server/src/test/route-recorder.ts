import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as the server declared it: its method and its URL pattern (`/api/contracts/:id`). */
export interface DeclaredRoute {
  method: string;
  url: string;
}

const declared: DeclaredRoute[] = [];

/**
 * Wraps the fastify module so every instance records its routes with an `onRoute` hook, added
 * before any plugin registers a route (buildApp creates its own instance, so a hook added after
 * it returns would see nothing). Use it from a test file's `vi.mock('fastify', …)`.
 */
export function recordingFastify<M extends { default: (...args: never[]) => FastifyInstance }>(original: M): M {
  const factory = ((...args: never[]) => {
    const app = original.default(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) declared.push({ method, url: route.url });
    });
    return app;
  }) as M['default'];
  return { ...original, default: factory, fastify: factory };
}

/** The routes declared so far, without the HEAD twins fastify adds to every GET. */
export function declaredRoutes(): DeclaredRoute[] {
  const seen = new Set<string>();
  return declared.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
