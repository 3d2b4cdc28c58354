import type { FastifyInstance } from 'fastify';
import { cookieConsentBodySchema, passwordChangeSchema } from '@flexplan/domain';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { getProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const restricted = { config: { allowRestricted: true } };

  app.get('/profile', restricted, async (request) => {
    const user = currentUser(request);
    return getProfile(app.database.db, user.companyId, user.id);
  });

  app.post('/profile/password', restricted, async (request) => {
    const user = currentUser(request);
    const { password } = parseInput(passwordChangeSchema, request.body);
    await opts.auth.changePassword(user.companyId, user.id, password);
    return { message: 'Contraseña actualizada' };
  });

  app.post('/profile/cookies', restricted, async (request) => {
    const user = currentUser(request);
    const { version } = parseInput(cookieConsentBodySchema, request.body);
    await opts.auth.acceptCookies(user.companyId, user.id, version);
    return { cookiesAccepted: version };
  });
}
