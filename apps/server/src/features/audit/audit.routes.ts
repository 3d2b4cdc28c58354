import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '@flexplan/domain/api/file-response';
import { auditCsvQuerySchema, auditPageSchema, auditQuerySchema } from '@flexplan/domain/audit/audit-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { adminActorOf } from '../../plugins/admin-guard';
import { exportAuditCsv, listCompanyAudit, listEmployeeAudit } from './audit.service';

const tags = ['audit'];

/** The audit log of the company acted on; registered inside the admin scope (app.ts). */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.get('/audit', { schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) => {
    return listCompanyAudit(deps, adminActorOf(request), request.query);
  });

  app.get(
    '/audit/employees/:id',
    { schema: { tags, params: idParamsSchema, querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      return listEmployeeAudit(deps, adminActorOf(request), request.params.id, request.query);
    },
  );

  const csvResponse = fileResponse('The matching entries as a CSV download, newest first.', ['text/csv']);
  app.get('/audit/csv', { schema: { tags, querystring: auditCsvQuerySchema, response: { 200: csvResponse } } }, async (request, reply) => {
    const csv = await exportAuditCsv(deps, adminActorOf(request), request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(csv, 'utf8'));
  });
}
