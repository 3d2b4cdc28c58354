import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { acceptCookies, changePassword, verifyCurrentPassword } from '../auth/auth.service';
import { finishOnboardingTour, getProfile, setPicture, switchProduct, updateProfile } from './profile.service';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps = {
    db,
    clock: app.clock,
    mail: app.mail,
    verifyCurrentPassword: (companyId: number, userId: number, encryptedPassword: string | null | undefined) =>
      verifyCurrentPassword({ db }, companyId, userId, encryptedPassword),
  };
  // An incomplete profile or a deprecated password may still complete the profile (docs/product/employee-portal.md §2).
  const restricted = { allowRestricted: true };

  app.route({
    ...apiRoute('GET /profile'),
    config: { ...restricted, revalidate: 'user' },
    handler: async (request) => getProfile(deps, currentUser(request)),
  });

  // The body schema takes what any role may send; the service holds the user to their own role's fields.
  app.route({
    ...apiRoute('POST /profile'),
    config: restricted,
    handler: async (request) => {
      if (!request.company) throw new CompanyNotFoundError();
      return updateProfile(deps, currentUser(request), request.company, request.body);
    },
  });

  app.route({
    ...apiRoute('POST /profile/password'),
    config: restricted,
    handler: async (request) => {
      const { currentPassword, password } = request.body;
      await changePassword(deps, currentUser(request), currentPassword, password);
      return { message: 'Contraseña actualizada' };
    },
  });

  app.route({
    ...apiRoute('POST /profile/cookies'),
    config: restricted,
    handler: async (request) => {
      const user = currentUser(request);
      const { version } = request.body;
      await acceptCookies(deps, user.companyId, user.id, version);
      return { cookiesAccepted: version };
    },
  });

  // Finished or skipped alike; allowed to a restricted session, whose own flag it is (docs/decisions/307-a-restricted-session-may-mark-its-tour-done-but.md).
  app.route({
    ...apiRoute('PUT /profile/onboarding-tour'),
    config: restricted,
    handler: async (request, reply) => {
      await finishOnboardingTour(deps, currentUser(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...apiRoute('POST /profile/picture'),
    config: restricted,
    handler: async (request) => setPicture(deps, currentUser(request), request.body.name),
  });

  app.route({
    ...apiRoute('POST /profile/products/:productId'),
    handler: async (request) => switchProduct(deps, currentUser(request), request.params.productId, request.body.isActive),
  });
}
