import type { FastifyInstance } from 'fastify';
import { forgotPasswordBodySchema, loginBodySchema, resetPasswordBodySchema, resetPasswordQuerySchema } from '@flexplan/domain';
import { parseInput } from '../../http/parse-input';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import type { AuthService } from './auth.service';
import type { LoginKey } from './login-key';

const resetSentMessage = 'Si la dirección corresponde a una cuenta, te hemos enviado un e-mail para restablecer la contraseña';

/** Calls anyone may make: the login key, login, forgot and reset password (spec part 1 §7). */
export async function publicAuthRoutes(app: FastifyInstance, opts: { auth: AuthService; loginKey: () => Promise<LoginKey> }) {
  app.get('/auth/public-key', async () => ({ algorithm: 'RSA-OAEP-256', publicKeyPem: (await opts.loginKey()).publicKeyPem }));

  app.post('/auth/login', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const body = parseInput(loginBodySchema, request.body);
    return opts.auth.login(request.company, { ...body, clientAddress: request.ip });
  });

  app.post('/auth/forgot-password', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { email } = parseInput(forgotPasswordBodySchema, request.body);
    await opts.auth.forgotPassword(request.company, email, request.ip);
    return { message: resetSentMessage };
  });

  app.post('/users/reset-password', async (request) => {
    if (!request.company) throw new CompanyNotFoundError();
    const { access_token } = parseInput(resetPasswordQuerySchema, request.query);
    const { newPassword } = parseInput(resetPasswordBodySchema, request.body);
    await opts.auth.resetPassword(request.company, access_token, newPassword);
    return { message: 'Contraseña actualizada' };
  });
}

/** Calls of a logged-in session. */
export async function sessionAuthRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  app.post('/auth/logout', { config: { allowRestricted: true } }, async (request, reply) => {
    const user = currentUser(request);
    await opts.auth.logout(user.companyId, user.sessionId);
    return reply.code(204).send();
  });
}
