import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { readUploadedFile } from '../../http/uploaded-file';
import { adminActorOf } from '../../plugins/admin-guard';
import { uploadRuleFor } from '../storage/storage.service';
import { bulkApproveContracts, rejectContract } from './admin.service';
import { fileEmployeeDocument, getContractForReview, reviewFileUrl } from './admin-review.service';

/**
 * The administrator's review of one contract and the documents they file for an employee
 * (docs/product/back-office.md §3); registered inside the admin scope (app.ts).
 */
export async function adminReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock, mail: app.mail, storage: app.storage, config: app.config };

  app.route({ ...apiRoute('GET /admin/contracts/:id'), handler: async (request) => getContractForReview(deps, adminActorOf(request), request.params.id) });

  app.route({
    ...apiRoute('GET /admin/contracts/:id/files/:container/:file/download-url'),
    handler: async (request) => reviewFileUrl(deps, adminActorOf(request), request.params.id, request.params.container, request.params.file),
  });

  app.route({
    ...apiRoute('POST /admin/contracts/:id/reject'),
    handler: async (request) => rejectContract(deps, adminActorOf(request), request.params.id, request.body.reason),
  });

  app.route({
    ...apiRoute('POST /admin/contracts/bulk-approve'),
    handler: async (request) => bulkApproveContracts(deps, adminActorOf(request), request.body.ids),
  });

  // The part is read in the handler under the documents folder's size limit: no body schema.
  app.route({
    ...apiRoute('POST /admin/employees/:id/documents'),
    handler: async (request, reply) => {
      const upload = await readUploadedFile(request, uploadRuleFor(deps, 'documents').maxBytes);
      const document = await fileEmployeeDocument(deps, adminActorOf(request), request.params.id, { ...upload, name: request.query.name });
      return reply.code(201).send(document);
    },
  });
}
