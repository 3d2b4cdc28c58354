import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
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

/** Calls anyone may make: the login key, login, forgot and reset password (docs/product/employee-portal.md §7). */
export async function publicAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };

  app.route({ ...apiRoute('GET /auth/public-key'), handler: async () => loginPublicKey(deps) });

  app.route({
    ...apiRoute('POST /auth/login'),
    preValidation: companyFirst,
    handler: async (request) => login(deps, companyOf(request), { ...request.body, clientAddress: request.ip }),
  });

  app.route({
    ...apiRoute('POST /auth/forgot-password'),
    preValidation: companyFirst,
    handler: async (request) => {
      await forgotPassword(deps, companyOf(request), request.body.email, request.ip);
      return { message: resetSentMessage };
    },
  });

  app.route({
    ...apiRoute('POST /users/reset-password'),
    preValidation: companyFirst,
    handler: async (request) => {
      const { newPassword, cookiesAccepted } = request.body;
      const session = await resetPassword(deps, companyOf(request), request.query.access_token, newPassword, cookiesAccepted);
      return { message: 'Contraseña actualizada', ...session };
    },
  });
}

/** Calls of a logged-in session. */
export async function sessionAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };
  app.route({
    ...apiRoute('POST /auth/logout'),
    config: { allowRestricted: true },
    handler: async (request, reply) => {
      const user = currentUser(request);
      await logout(deps, user.companyId, user.sessionId);
      // The revalidated reads stay in the browser's cache (docs/decisions/100-one-read-path-revalidated-by-etag.md): the person's answers leave with them.
      return reply.code(204).header('clear-site-data', '"cache"').send(null);
    },
  });
}
