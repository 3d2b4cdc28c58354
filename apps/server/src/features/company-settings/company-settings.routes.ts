import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { uploadRuleFor } from '../storage/storage.service';
import { getCompanySettings, replaceCompanyImage, setMaintenance, updateCompanySettings, type CompanyImageKind } from './company-settings.service';

/**
 * The Company section of the administrator's area: settings, maintenance and images of
 * the company acted on; registered inside the admin scope (app.ts).
 */
export async function companySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, storage: app.storage, config: app.config };

  app.route({ ...apiRoute('GET /admin/company/settings'), handler: async (request) => getCompanySettings(deps, adminActorOf(request)) });

  app.route({
    ...apiRoute('PUT /admin/company/settings'),
    handler: async (request) => updateCompanySettings(deps, adminActorOf(request), request.body),
  });

  app.route({ ...apiRoute('PUT /admin/company/maintenance'), handler: async (request) => setMaintenance(deps, adminActorOf(request), request.body) });

  for (const kind of ['logo', 'background'] as const satisfies CompanyImageKind[]) {
    // The part is read in the handler under the images folder's size limit: no body schema.
    app.route({
      ...apiRoute(`POST /admin/company/${kind}`),
      handler: async (request) => {
        const actor = adminActorOf(request);
        const rule = uploadRuleFor(deps, 'images');
        return replaceCompanyImage(deps, actor, kind, await readUploadedFile(request, rule.maxBytes));
      },
    });
  }
}
