import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/id-schema';
import { validationMessages as v } from '../validation/messages';

/**
 * A company's structure: the legal entities that employ its people,
 * its offices and its collectives (the groups a catalogue is offered to, docs/product/employee-portal.md §6). The three
 * are managed alike, so one set of schemas serves the three route families.
 */
export const structureKinds = ['legal-entities', 'offices', 'collectives'] as const;
export type StructureKind = (typeof structureKinds)[number];

/** One unit with how many rows point at it: people, and for a collective its benefits, contracts and news. */
export const structureUnitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    userCount: z.number().int(),
    otherCount: z.number().int().describe('Other rows that name it: a collective’s benefits, contracts and news; 0 for the others.'),
  })
  .meta({ id: 'StructureUnit' });
export type StructureUnit = z.output<typeof structureUnitSchema>;

export const structureListSchema = z.object({ items: z.array(structureUnitSchema) }).meta({ id: 'StructureList' });
export type StructureList = z.output<typeof structureListSchema>;

/** `POST` (create) and `PUT /{id}` (rename). */
export const structureNameSchema = z
  .object({ name: z.string({ message: v.required }).trim().min(1, { message: v.required }).max(120, { message: v.tooLong }) })
  .strict()
  .meta({ id: 'StructureName' });
export type StructureNameInput = z.output<typeof structureNameSchema>;

/** `POST /{id}/merge`: every row pointing at `{id}` moves to `targetId`, then `{id}` is deleted. */
export const structureMergeSchema = z.object({ targetId: idSchema }).strict().meta({ id: 'StructureMerge' });
export type StructureMergeInput = z.output<typeof structureMergeSchema>;

export const structureMergeResultSchema = z
  .object({ target: structureUnitSchema, movedUsers: z.number().int(), movedOther: z.number().int() })
  .meta({ id: 'StructureMergeResult' });
export type StructureMergeResult = z.output<typeof structureMergeResultSchema>;

export const structureIdParamsSchema = z.object({ id: idParamSchema });
