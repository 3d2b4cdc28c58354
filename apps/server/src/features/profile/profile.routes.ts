import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieConsentBodySchema, passwordChangeSchema } from '@flexplan/domain';
import { confirmationSchema } from '@flexplan/domain/auth/auth-api';
import {
  cookieConsentSchema,
  onboardingTourBodySchema,
  productSwitchResultSchema,
  profilePictureSchema,
  userProfileSchema,
} from '@flexplan/domain/profile/profile-api';
import { pictureBodySchema, productSwitchParamsSchema, productSwitchSchema } from '@flexplan/domain/profile/profile-schemas';
import { profileUpdateBodySchema } from '@flexplan/domain/profile/profile-update-schema';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { acceptCookies, changePassword, verifyCurrentPassword } from '../auth/auth.service';
import { finishOnboardingTour, getProfile, setPicture, switchProduct, updateProfile } from './profile.service';

const tags = ['profile'];

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

  app.get('/profile', { schema: { tags, response: { 200: userProfileSchema } }, config: { ...restricted, revalidate: 'user' } }, async (request) => {
    return getProfile(deps, currentUser(request));
  });

  // The body schema takes what any role may send; the service holds the user to their own role's fields.
  app.post('/profile', { schema: { tags, body: profileUpdateBodySchema, response: { 200: userProfileSchema } }, config: restricted }, async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    return updateProfile(deps, currentUser(request), request.company, request.body);
  });

  app.post(
    '/profile/password',
    { schema: { tags, body: passwordChangeSchema, response: { 200: confirmationSchema } }, config: restricted },
    async (request) => {
      const { currentPassword, password } = request.body;
      await changePassword(deps, currentUser(request), currentPassword, password);
      return { message: 'Contraseña actualizada' };
    },
  );

  app.post(
    '/profile/cookies',
    { schema: { tags, body: cookieConsentBodySchema, response: { 200: cookieConsentSchema } }, config: restricted },
    async (request) => {
      const user = currentUser(request);
      const { version } = request.body;
      await acceptCookies(deps, user.companyId, user.id, version);
      return { cookiesAccepted: version };
    },
  );

  // Finished or skipped alike; allowed to a restricted session, whose own flag it is (docs/decisions/307-a-restricted-session-may-mark-its-tour-done-but.md).
  app.put(
    '/profile/onboarding-tour',
    { schema: { tags, body: onboardingTourBodySchema, response: { 204: z.null().describe('The tour of home will not be shown again.') } }, config: restricted },
    async (request, reply) => {
      await finishOnboardingTour(deps, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post('/profile/picture', { schema: { tags, body: pictureBodySchema, response: { 200: profilePictureSchema } }, config: restricted }, async (request) => {
    return setPicture(deps, currentUser(request), request.body.name);
  });

  const switchSchema = { tags, params: productSwitchParamsSchema, body: productSwitchSchema, response: { 200: productSwitchResultSchema } };
  app.post('/profile/products/:productId', { schema: switchSchema }, async (request) => {
    return switchProduct(deps, currentUser(request), request.params.productId, request.body.isActive);
  });
}
