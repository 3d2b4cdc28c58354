import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ApiRoute } from '@flexplan/domain/api/api-route';
import { apiRoutes, type ApiRouteName, type ApiRoutes } from '@flexplan/domain/api/routes/api-routes';

type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;
type UrlOf<K> = K extends `${string} ${infer U}` ? U : never;
type Security = Record<string, string[]>[];

/** The entry as Fastify's route schema: the entry's fields, and its security in OpenAPI's terms. */
export type ApiRouteSchema<K extends ApiRouteName> = Omit<ApiRoutes[K], 'isPublic'> & { security: Security };

/** The one security scheme of session routes: the bearer token of a login (plugins/api-contract.ts). */
const sessionSecurity: Security = [{ session: [] }];

/**
 * A route's method, url and schema from its entry in the route table
 * (packages/domain/src/api/routes/api-routes.ts); the route file adds the handler and its own
 * config: `app.route({ ...apiRoute('GET /families'), handler })`. Registered inside the /api scope.
 */
export function apiRoute<K extends ApiRouteName>(name: K): { method: MethodOf<K>; url: UrlOf<K>; schema: ApiRouteSchema<K> } {
  const { isPublic, ...schema } = apiRoutes[name] as ApiRoute;
  const [method, url] = name.split(' ');
  return { method, url, schema: { ...schema, security: isPublic ? [] : sessionSecurity } } as unknown as {
    method: MethodOf<K>;
    url: UrlOf<K>;
    schema: ApiRouteSchema<K>;
  };
}

const tableEntryOf = (method: string, url: string): ApiRoute | undefined => (apiRoutes as Record<string, ApiRoute>)[`${method} ${url.slice('/api'.length)}`];

/**
 * Refuses to start when an /api route is not its table entry: registered by hand, at another
 * method or path than its entry says, or in the session scope when its entry is public (or the
 * reverse). So the table, the web client's types and docs/openapi.json cannot drift from what
 * the server answers. The browser suite's and the bench's own routes are no part of the API:
 * they hide from the document (`schema.hide`) and are not checked. Registered on the root.
 */
export function refuseRoutesOffTheTable(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.schema?.hide) routes.push(route);
  });
  // At ready, not on each route: the session scope's own onRoute hook marks its routes after this one runs.
  app.addHook('onReady', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      for (const method of ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')) {
        const entry = tableEntryOf(method, route.url);
        const where = `${method} ${route.url}`;
        const inSessionScope = route.config?.withSession === true;
        if (!entry || route.schema?.operationId !== entry.operationId) refused.push(`${where} is not registered from its table entry`);
        else if (Boolean(entry.isPublic) === inSessionScope)
          refused.push(
            `${where} is ${entry.isPublic ? 'public' : 'a session route'} in the table but registered ${inSessionScope ? 'in' : 'outside'} the session scope`,
          );
      }
    }
    if (refused.length > 0) throw new Error(`API routes off the route table (http/api-route.ts): ${refused.join('; ')}`);
  });
}
