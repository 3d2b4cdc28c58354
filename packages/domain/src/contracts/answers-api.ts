import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/id-schema';

/** A questionnaire's uploaded document: the stored file's name and the name the employee gave it. */
const answersDocumentSchema = z.object({ name: z.string(), originalFilename: z.string() });

/** `POST /api/answers/add` (docs/product/cart-and-contracts.md §3 Product answers): a cart item's questionnaire. */
export const answersBodySchema = z.object({
  contractId: idSchema,
  productId: idSchema,
  /** A health policy's insured person (null: the employee): health asks each of them. */
  familyId: idSchema.nullable().optional(),
  /** Ignored: the session's user is the one answering. */
  userId: z.number().int().optional(),
  isCompleted: z.boolean(),
  answers: z.record(z.string().max(200), z.string().max(2000)).refine((a) => Object.keys(a).length <= 50),
  document: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.pdf$/), originalFilename: z.string().max(200) }).nullish(),
});
export type AnswersBody = z.output<typeof answersBodySchema>;

/**
 * `GET /api/answers`: a cart item's id, and for a health policy whose answers (`familyId`,
 * `employee` for the employee); bounded to the column's integer so a huge id is a 400, not a
 * database error.
 */
export const answersQuerySchema = z.object({
  contractId: idParamSchema,
  familyId: z.union([z.literal('employee').transform(() => null), idParamSchema]).optional(),
});

/** What GET /api/answers and POST /api/answers/add answer: the item's questionnaire as saved. */
export const savedAnswersSchema = z
  .object({
    contractId: z.number().int(),
    productId: z.number().int(),
    familyId: z.number().int().nullable(),
    isCompleted: z.boolean(),
    answers: z.record(z.string(), z.string()),
    document: answersDocumentSchema.nullable(),
  })
  .meta({ id: 'SavedAnswers' });
export type SavedAnswers = z.output<typeof savedAnswersSchema>;
