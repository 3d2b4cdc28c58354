import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { structureKinds } from '@flexplan/domain/company/company-structure-api';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { createUnit, deleteStructureUnit, listStructure, mergeStructureUnit, renameStructureUnit } from './structure.service';

/**
 * The company's legal entities, offices and collectives: list, create, rename, merge
 * and delete, the same five routes for each kind; registered inside the admin scope (app.ts).
 */
export async function structureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  for (const kind of structureKinds) {
    app.route({ ...apiRoute(`GET /admin/company/${kind}`), handler: async (request) => listStructure(deps, adminActorOf(request), kind) });
    app.route({
      ...apiRoute(`POST /admin/company/${kind}`),
      handler: async (request) => createUnit(deps, adminActorOf(request), kind, request.body.name),
    });
    app.route({
      ...apiRoute(`PUT /admin/company/${kind}/:id`),
      handler: async (request) => renameStructureUnit(deps, adminActorOf(request), kind, request.params.id, request.body.name),
    });
    app.route({
      ...apiRoute(`POST /admin/company/${kind}/:id/merge`),
      handler: async (request) => mergeStructureUnit(deps, adminActorOf(request), kind, request.params.id, request.body.targetId),
    });
    app.route({
      ...apiRoute(`DELETE /admin/company/${kind}/:id`),
      handler: async (request, reply) => {
        await deleteStructureUnit(deps, adminActorOf(request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    });
  }
}
