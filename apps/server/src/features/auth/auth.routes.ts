import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordBodySchema, loginBodySchema, resetPasswordBodySchema, resetPasswordQuerySchema } from '@flexplan/domain';
import { confirmationSchema, loginPublicKeySchema, passwordSetSchema, sessionTokenSchema } from '@flexplan/domain/auth/auth-api';
import { CompanyNotFoundError } from '../../http/http-errors';
import type { CompanyRow } from '../../http/request-company';
import { currentUser } from '../../plugins/auth';
import { forgotPassword, login, loginPublicKey, logout, resetPassword } from './auth.service';

/** The Host's company; a host that names none answers 404. */
function companyOf(request: FastifyRequest): CompanyRow {
  if (!request.company) throw new CompanyNotFoundError();
  return request.company;
}

/** Before the body is read, so a host without a company answers 404 whatever it sent. */
async function companyFirst(request: FastifyRequest) {
  companyOf(request);
}

const resetSentMessage = 'Si la dirección corresponde a una cuenta, te hemos enviado un e-mail para restablecer la contraseña';
const tags = ['auth'];

/** Calls anyone may make: the login key, login, forgot and reset password (docs/product/employee-portal.md §7). */
export async function publicAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };

  app.get('/auth/public-key', { schema: { tags, response: { 200: loginPublicKeySchema } } }, async () => loginPublicKey(deps));

  const loginSchema = { tags, body: loginBodySchema, response: { 200: sessionTokenSchema } };
  app.post('/auth/login', { schema: loginSchema, preValidation: companyFirst }, async (request) => {
    return login(deps, companyOf(request), { ...request.body, clientAddress: request.ip });
  });

  const forgotSchema = { tags, body: forgotPasswordBodySchema, response: { 200: confirmationSchema } };
  app.post('/auth/forgot-password', { schema: forgotSchema, preValidation: companyFirst }, async (request) => {
    await forgotPassword(deps, companyOf(request), request.body.email, request.ip);
    return { message: resetSentMessage };
  });

  const resetSchema = { tags, querystring: resetPasswordQuerySchema, body: resetPasswordBodySchema, response: { 200: passwordSetSchema } };
  app.post('/users/reset-password', { schema: resetSchema, preValidation: companyFirst }, async (request) => {
    const { newPassword, cookiesAccepted } = request.body;
    const session = await resetPassword(deps, companyOf(request), request.query.access_token, newPassword, cookiesAccepted);
    return { message: 'Contraseña actualizada', ...session };
  });
}

/** Calls of a logged-in session. */
export async function sessionAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  const logoutSchema = { tags, response: { 204: z.null().describe('The session is revoked.') } };
  app.post('/auth/logout', { schema: logoutSchema, config: { allowRestricted: true } }, async (request, reply) => {
    const user = currentUser(request);
    await logout(deps, user.companyId, user.sessionId);
    // The revalidated reads stay in the browser's cache (docs/decisions/100-one-read-path-revalidated-by-etag.md): the person's answers leave with them.
    return reply.code(204).header('clear-site-data', '"cache"').send(null);
  });
}
