import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { sendWelcomeEmail } from './welcome.service';

/** The company administrator's welcome e-mail; registered inside the admin scope (app.ts). */
export async function welcomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };
  app.route({
    ...apiRoute('POST /admin/employees/:id/welcome'),
    handler: async (request) => {
      const actor = adminActorOf(request);
      return sendWelcomeEmail(deps, { companyId: actor.companyId, userId: request.params.id, actor });
    },
  });
}
