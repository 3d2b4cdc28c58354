import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { exportAuditCsv, listCompanyAudit, listEmployeeAudit } from './audit.service';

/** The audit log of the company acted on; registered inside the admin scope (app.ts). */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({ ...apiRoute('GET /admin/audit'), handler: async (request) => listCompanyAudit(deps, adminActorOf(request), request.query) });

  app.route({
    ...apiRoute('GET /admin/audit/employees/:id'),
    handler: async (request) => listEmployeeAudit(deps, adminActorOf(request), request.params.id, request.query),
  });

  app.route({
    ...apiRoute('GET /admin/audit/csv'),
    handler: async (request, reply) => {
      const csv = await exportAuditCsv(deps, adminActorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(csv, 'utf8'));
    },
  });
}
