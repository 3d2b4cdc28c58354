import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  structureIdParamsSchema,
  structureKinds,
  structureListSchema,
  structureMergeResultSchema,
  structureMergeSchema,
  structureNameSchema,
  structureUnitSchema,
} from '@flexplan/domain/company/company-structure-api';
import { adminActorOf } from '../../plugins/admin-guard';
import { createUnit, deleteStructureUnit, listStructure, mergeStructureUnit, renameStructureUnit } from './structure.service';

const tags = ['company-settings'];

/**
 * The company's legal entities, offices and collectives: list, create, rename, merge
 * and delete, the same five routes for each kind; registered inside the admin scope (app.ts).
 */
export async function structureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  for (const kind of structureKinds) {
    const base = `/company/${kind}`;
    app.get(base, { schema: { tags, response: { 200: structureListSchema } } }, async (request) => {
      return listStructure(deps, adminActorOf(request), kind);
    });
    app.post(base, { schema: { tags, body: structureNameSchema, response: { 200: structureUnitSchema } } }, async (request) => {
      return createUnit(deps, adminActorOf(request), kind, request.body.name);
    });
    app.put(
      `${base}/:id`,
      { schema: { tags, params: structureIdParamsSchema, body: structureNameSchema, response: { 200: structureUnitSchema } } },
      async (request) => {
        return renameStructureUnit(deps, adminActorOf(request), kind, request.params.id, request.body.name);
      },
    );
    app.post(
      `${base}/:id/merge`,
      { schema: { tags, params: structureIdParamsSchema, body: structureMergeSchema, response: { 200: structureMergeResultSchema } } },
      async (request) => {
        return mergeStructureUnit(deps, adminActorOf(request), kind, request.params.id, request.body.targetId);
      },
    );
    app.delete(
      `${base}/:id`,
      { schema: { tags, params: structureIdParamsSchema, response: { 204: z.null().describe('Deleted.') } } },
      async (request, reply) => {
        await deleteStructureUnit(deps, adminActorOf(request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
