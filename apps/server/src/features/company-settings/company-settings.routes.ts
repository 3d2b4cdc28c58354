import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyImageSchema,
  companyMaintenanceInputSchema,
  companySettingsInputSchema,
  companySettingsSchema,
} from '@flexplan/domain/company/company-settings-api';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { uploadRuleFor } from '../storage/storage.service';
import { getCompanySettings, replaceCompanyImage, setMaintenance, updateCompanySettings, type CompanyImageKind } from './company-settings.service';

const tags = ['company-settings'];

/**
 * The Company section of the administrator's area: settings, maintenance and images of
 * the company acted on; registered inside the admin scope (app.ts).
 */
export async function companySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage, config: app.config };

  app.get('/company/settings', { schema: { tags, response: { 200: companySettingsSchema } } }, async (request) => {
    return getCompanySettings(deps, adminActorOf(request));
  });

  app.put('/company/settings', { schema: { tags, body: companySettingsInputSchema, response: { 200: companySettingsSchema } } }, async (request) => {
    return updateCompanySettings(deps, adminActorOf(request), request.body);
  });

  app.put('/company/maintenance', { schema: { tags, body: companyMaintenanceInputSchema, response: { 200: companySettingsSchema } } }, async (request) => {
    return setMaintenance(deps, adminActorOf(request), request.body);
  });

  for (const kind of ['logo', 'background'] as const satisfies CompanyImageKind[]) {
    // The part is read in the handler under the images folder's size limit: no body schema.
    const schema = { tags, consumes: ['multipart/form-data'], response: { 200: companyImageSchema } };
    app.post(`/company/${kind}`, { schema }, async (request) => {
      const actor = adminActorOf(request);
      const rule = uploadRuleFor(deps, 'images');
      return replaceCompanyImage(deps, actor, kind, await readUploadedFile(request, rule.maxBytes));
    });
  }
}
