import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMPORT_BYTES } from '@flexplan/domain/employee-import/import-messages';
import { apiRoute } from '../../http/api-route';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { confirmImport, employeeImportTemplate, previewImport } from './employee-import.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The employee import from CSV or XLSX; registered inside the admin scope (app.ts). */
export async function employeeImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage, mail: app.mail, config: app.config };

  app.route({
    ...apiRoute('GET /admin/employees/import/template'),
    handler: async (request, reply) => {
      const { data, filename } = await employeeImportTemplate(request.query);
      return reply
        .type(request.query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });

  // The file is read in the handler, under the import's own size limit: no body schema.
  app.route({
    ...apiRoute('POST /admin/employees/import/preview'),
    handler: async (request) => {
      const actor = adminActorOf(request);
      return previewImport(deps, actor, (await readUploadedFile(request, MAX_IMPORT_BYTES)).data);
    },
  });

  app.route({ ...apiRoute('POST /admin/employees/import/confirm'), handler: async (request) => confirmImport(deps, adminActorOf(request), request.body) });
}
