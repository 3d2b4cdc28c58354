import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { canOpenAdminArea, DomainError, errorCodes, isAdminRole, sessionStateOf } from '@flexplan/domain';
import { CompanyNotFoundError, MaintenanceError, UnauthenticatedError } from '../http/http-errors';

/**
 * The hook of every authenticated route: the company not in maintenance (503, whatever the
 * session), a live session of this host's company, and a restricted session (incomplete profile or deprecated
 * password) only where the route allows it (docs/product/employee-portal.md §2, §4), or on an admin route (`passesRestricted`).
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const company = request.company;
  if (!company) throw new CompanyNotFoundError();
  // Before the session: a company in maintenance is closed to everyone, and a client without a
  // session (curl, a tab whose session expired) must learn that rather than be sent to log in
  // where login answers 503 too.
  if (company.maintenance) throw new MaintenanceError();
  // Looked up with the company (plugins/company.ts): null without a token or a live session.
  const user = request.tokenUser;
  if (!user) throw new UnauthenticatedError();
  request.sessionUser = user;

  const state = sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: false, ...user });
  if (state === 'restricted' && !passesRestricted(request.routeOptions.config, user)) {
    throw user.isPasswordDeprecated
      ? new DomainError(errorCodes.PASSWORD_DEPRECATED, 'Tu contraseña ha caducado: cámbiala en tu perfil')
      : new DomainError(errorCodes.PROFILE_INCOMPLETE, 'Completa tu perfil (e-mail y teléfono) para continuar');
  }
}

/**
 * Where a restricted session may go: the routes that say so, and the back office for an
 * administrator whose own employee profile is incomplete (the domain's `canOpenAdminArea`, which the
 * web's route table reads too). An employee on an admin route goes on to the admin guard's 404, as
 * any employee does, rather than learning from a 403 that the route exists.
 */
function passesRestricted(config: FastifyContextConfig, user: { role: string; isPasswordDeprecated?: boolean }): boolean {
  if (config.allowRestricted) return true;
  if (!config.adminGuarded) return false;
  return canOpenAdminArea(user) || !isAdminRole(user.role);
}

/** The session user of an authenticated route (the hook guarantees it). */
export function currentUser(request: FastifyRequest) {
  if (!request.sessionUser) throw new UnauthenticatedError();
  return request.sessionUser;
}
