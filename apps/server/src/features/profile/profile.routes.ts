import type { FastifyInstance } from 'fastify';
import { cookieConsentBodySchema, passwordChangeSchema } from '@flexplan/domain';
import { productSwitchSchema } from '@flexplan/domain/profile/profile-schemas';
import { idParamSchema } from '@flexplan/domain/validation/id-schema';
import { profileUpdateSchemaFor } from '@flexplan/domain/profile/profile-update-schema';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { getProfile, setPicture, switchProduct, updateProfile } from './profile.service';

const productParams = z.object({ productId: idParamSchema });
const pictureBody = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(png|gif|jpg)$/) });

export async function profileRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  // An incomplete profile or a deprecated password may still complete the profile (spec part 1 §2).
  const restricted = { config: { allowRestricted: true } };

  app.get('/profile', restricted, async (request) => {
    const user = currentUser(request);
    return getProfile(app.database.db, user.companyId, user.id);
  });

  app.post('/profile', restricted, async (request) => {
    const user = currentUser(request);
    // Only the fields the user's role may change: the company's figures answer 400 by name (issue 12 finding 6).
    const fields = parseInput(profileUpdateSchemaFor(user.role), request.body);
    const deps = { db: app.database.db, mail: app.mail, verifyCurrentPassword: opts.auth.verifyCurrentPassword };
    return updateProfile(deps, { id: user.companyId, name: request.company!.name }, user.id, fields);
  });

  app.post('/profile/password', restricted, async (request) => {
    const user = currentUser(request);
    const { currentPassword, password } = parseInput(passwordChangeSchema, request.body);
    await opts.auth.changePassword(user, currentPassword, password);
    return { message: 'Contraseña actualizada' };
  });

  app.post('/profile/cookies', restricted, async (request) => {
    const user = currentUser(request);
    const { version } = parseInput(cookieConsentBodySchema, request.body);
    await opts.auth.acceptCookies(user.companyId, user.id, version);
    return { cookiesAccepted: version };
  });

  app.post('/profile/picture', restricted, async (request) => {
    const user = currentUser(request);
    const { name } = parseInput(pictureBody, request.body);
    return setPicture(app.database.db, user.companyId, user.id, name);
  });

  app.post('/profile/products/:productId', async (request) => {
    const user = currentUser(request);
    const { productId } = parseInput(productParams, request.params);
    const { isActive } = parseInput(productSwitchSchema, request.body);
    return switchProduct(app.database.db, user.companyId, user.id, productId, isActive);
  });
}
