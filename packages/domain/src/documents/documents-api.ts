import { z } from 'zod';
import { idParamSchema } from '../validation/id-schema';
import { validationMessages } from '../validation/messages';

/** `{id}` of `/api/users/{id}/documents…`: it must be the session's own user (404 otherwise). */
export const documentUserParamsSchema = z.object({ id: idParamSchema });

/** `DELETE /api/users/{id}/documents/{documentId}`: one of the user's own documents. */
export const documentParamsSchema = z.object({ id: idParamSchema, documentId: idParamSchema });

/** `POST /api/users/{id}/documents`: a PDF the user uploaded to the `documents` container, named. */
export const documentBodySchema = z.object({
  file: z.string({ message: validationMessages.required }).regex(/^[0-9a-f]{32}\.pdf$/, { message: validationMessages.required }),
  name: z
    .string({ message: validationMessages.required })
    .trim()
    .min(1, { message: validationMessages.required })
    .max(160, { message: validationMessages.tooLong }),
  type: z.enum(['document', 'invoice', 'payslip', 'contract', 'other']).default('document'),
  public: z.boolean().default(false),
});
export type DocumentBody = z.output<typeof documentBodySchema>;

/** A stored file of a document (docs/api.md storage): where to ask for its download link. */
export const documentFileSchema = z
  .object({
    container: z.string(),
    name: z.string(),
    originalFilename: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'DocumentFile' });

/** One of the user's documents (docs/product/employee-portal.md §3 Document); `createdBy` "me" for the user's own, "admin" for the rest. */
export const userDocumentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int(),
    type: z.string(),
    public: z.boolean(),
    createdBy: z.enum(['me', 'admin']),
    createdAt: z.date(),
    updatedAt: z.date(),
    file: documentFileSchema,
  })
  .meta({ id: 'UserDocument' });
export const userDocumentListSchema = z.array(userDocumentSchema);
export type UserDocument = z.output<typeof userDocumentSchema>;
