import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '@flexplan/domain/api/file-response';
import { importConfirmBodySchema, importPreviewSchema, importResultSchema, importTemplateQuerySchema } from '@flexplan/domain/employee-import/import-api';
import { MAX_IMPORT_BYTES } from '@flexplan/domain/employee-import/import-messages';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { confirmImport, employeeImportTemplate, previewImport } from './employee-import.service';

const tags = ['employee-import'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The employee import from CSV or XLSX; registered inside the admin scope (app.ts). */
export async function employeeImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage, mail: app.mail, config: app.config };

  const templateResponse = fileResponse('The empty import file, headers in the language asked for.', ['text/csv', XLSX_TYPE]);
  app.get(
    '/employees/import/template',
    { schema: { tags, querystring: importTemplateQuerySchema, response: { 200: templateResponse } } },
    async (request, reply) => {
      const { data, filename } = await employeeImportTemplate(request.query);
      return reply
        .type(request.query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  // The file is read in the handler, under the import's own size limit: no body schema.
  const previewSchema = { tags, consumes: ['multipart/form-data'], response: { 200: importPreviewSchema } };
  app.post('/employees/import/preview', { schema: previewSchema }, async (request) => {
    const actor = adminActorOf(request);
    return previewImport(deps, actor, (await readUploadedFile(request, MAX_IMPORT_BYTES)).data);
  });

  app.post('/employees/import/confirm', { schema: { tags, body: importConfirmBodySchema, response: { 200: importResultSchema } } }, async (request) => {
    return confirmImport(deps, adminActorOf(request), request.body);
  });
}
