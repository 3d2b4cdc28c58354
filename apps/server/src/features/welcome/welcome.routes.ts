import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { welcomeSentSchema } from '@flexplan/domain/welcome/welcome-api';
import { adminActorOf } from '../../plugins/admin-guard';
import { sendWelcomeEmail } from './welcome.service';

const tags = ['admin'];

/** The company administrator's welcome e-mail; registered inside the admin scope (app.ts). */
export async function welcomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, mail: app.mail, config: app.config };
  app.post('/employees/:id/welcome', { schema: { tags, params: idParamsSchema, response: { 200: welcomeSentSchema } } }, async (request) => {
    const actor = adminActorOf(request);
    return sendWelcomeEmail(deps, { companyId: actor.companyId, userId: request.params.id, actor });
  });
}
