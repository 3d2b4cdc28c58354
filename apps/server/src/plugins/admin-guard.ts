import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminActor } from '../http/admin-actor';
import { NotFoundError } from '../http/http-errors';
import { currentUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on every /api/admin route. */
    adminActor: AdminActor | null;
  }
  interface FastifyContextConfig {
    /** The route is under the admin guard (set by adminScope; checked at start-up). */
    adminGuarded?: boolean;
    /** Only a platform operator may call it, switched to a company or not. */
    platformOnly?: boolean;
  }
}

const ADMIN_PREFIX = '/api/admin';

export interface AdminScopeOptions {
  /** The company a platform operator's session switched to, null before the first switch (the platform feature's, passed in by app.ts). */
  actingCompanyOf(sessionId: number): Promise<number | null>;
}

/**
 * The one guard of every admin route (issue 17 item 1), after the session hook: an employee, or a
 * company administrator on a platform route, gets 404 as if the route did not exist (ids and routes
 * are not probed); a company administrator acts on their own company; a platform operator on the
 * company their session switched to, and on none before the first switch (404 too).
 */
function adminGuard({ actingCompanyOf }: AdminScopeOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    const isPlatformOnly = request.routeOptions.config.platformOnly === true;
    let companyId: number | null = null;
    if (user.role === 'company-admin' && !isPlatformOnly) companyId = user.companyId;
    else if (user.role === 'platform-operator') companyId = await actingCompanyOf(user.sessionId);
    else throw new NotFoundError('route');
    if (companyId === null) {
      if (!isPlatformOnly) throw new NotFoundError('company');
      companyId = user.companyId;
    }
    request.adminActor = { id: user.id, role: user.role, companyId, sessionId: user.sessionId };
  };
}

/**
 * The admin area's scope (app.ts registers the admin features inside it, under /admin): the guard
 * runs before the schema, so an employee's bad input is a 404 too, never a 400 that says the route exists.
 */
export async function adminScope(admin: FastifyInstance, options: AdminScopeOptions): Promise<void> {
  admin.decorateRequest('adminActor', null);
  admin.addHook('preValidation', adminGuard(options));
  admin.addHook('onRoute', (route) => {
    route.config = { ...route.config, adminGuarded: true };
  });
}

/**
 * Refuses to start when a route under /api/admin was registered outside adminScope: a new admin
 * route cannot forget the guard (issue 17 item 1). Registered on the root, before the routes.
 */
export function refuseUnguardedAdminRoutes(app: FastifyInstance): void {
  const adminRoutes: { url: string; route: { config?: { adminGuarded?: boolean } } }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_PREFIX)) adminRoutes.push({ url: route.url, route });
  });
  app.addHook('onReady', async () => {
    const unguarded = adminRoutes.filter(({ route }) => route.config?.adminGuarded !== true).map(({ url }) => url);
    if (unguarded.length > 0) throw new Error(`Admin routes outside the admin guard (plugins/admin-guard.ts): ${unguarded.join(', ')}`);
  });
}

/** The actor of an admin route (the guard guarantees it). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.adminActor) throw new NotFoundError('route');
  return request.adminActor;
}
