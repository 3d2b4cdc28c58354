import { z } from 'zod';
import { categoryAliases } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { storedFileParamsSchema } from '../storage/storage-api';
import { idParamSchema, idSchema } from '../validation/id-schema';
import { validationMessages as m } from '../validation/messages';
import { REVIEW_REASON_MAX } from './admin-review-actions';
import { contractStatuses } from './contract';

/** `POST /api/admin/contracts/{id}/reject` and `/cancel`: why, in words the employee reads in the e-mail. */
export const reviewReasonSchema = z
  .object({
    reason: z.string({ message: m.required }).trim().min(1, { message: m.required }).max(REVIEW_REASON_MAX, { message: m.tooLong }),
  })
  .strict()
  .meta({ id: 'ReviewReason' });
export type ReviewReason = z.output<typeof reviewReasonSchema>;

/** The most contracts one bulk approval names. */
export const BULK_APPROVE_MAX = 100;

/** `POST /api/admin/contracts/bulk-approve`: the contracts to approve, each once. */
export const bulkApproveSchema = z
  .object({
    ids: z
      .array(idSchema, { message: m.required })
      .min(1, { message: m.required })
      .max(BULK_APPROVE_MAX, { message: m.max })
      .refine((ids) => new Set(ids).size === ids.length, { message: m.duplicate }),
  })
  .strict()
  .meta({ id: 'BulkApprove' });

/**
 * Each contract's outcome, in the order of the ids asked (the ids are not echoed): approved, not found
 * (another company's or unknown), or not allowed from its state
 * (docs/decisions/403-bulk-approval-reports-per-contract.md).
 */
export const bulkApproveResultSchema = z
  .object({
    outcomes: z.array(z.enum(['approved', 'notFound', 'notAllowed'])).describe('One per id asked, in the same order.'),
    approved: z.number().int(),
  })
  .meta({ id: 'BulkApproveResult' });
export type BulkApproveResult = z.output<typeof bulkApproveResultSchema>;

/** A file a contract carries: an invoice or certificate of its info, or a questionnaire's document. */
export const reviewFileSchema = z
  .object({
    container: z.string(),
    name: z.string(),
    originalFilename: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    source: z
      .enum(['info', 'answers'])
      .describe("`info`: named in the contract's details or additional info (an invoice); `answers`: a questionnaire's document."),
  })
  .meta({ id: 'ReviewFile' });
export type ReviewFile = z.output<typeof reviewFileSchema>;

/** One questionnaire of the contract: the whole contract's, or a health policy's insured person's. */
export const reviewAnswersSchema = z
  .object({
    subject: z.string().describe("`contract`, `employee`, or an insured family member's id."),
    beneficiary: z.string().nullable().describe("The insured person's name; null for the whole contract."),
    isCompleted: z.boolean(),
    answers: z.array(
      z.object({ question: z.string().describe("The product's question, or the answer's key when the question has gone."), answer: z.string() }),
    ),
    documentName: z.string().nullable(),
  })
  .meta({ id: 'ReviewAnswers' });

/** `GET /api/admin/contracts/{id}`: one of the company's contracts with what it carries, for review. */
export const adminContractReviewSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(contractStatuses),
    signed: z.boolean(),
    year: z.number().int(),
    product: z.enum(categoryAliases),
    price: z.number().int(),
    effectiveDate: z.string().nullable(),
    acceptedAt: z.date().nullable(),
    benefitName: localizedTextSchema,
    employeeId: z.number().int(),
    employee: z.string(),
    email: z.string().nullable(),
    collective: z.string().nullable(),
    updatedAt: z.date(),
    items: z.array(z.object({ month: z.number().int(), beneficiary: z.string().nullable(), price: z.number().int() })),
    info: z.array(z.object({ key: z.string(), value: z.string() })).describe('The details and additional info the employee gave, as text (files apart).'),
    answers: z.array(reviewAnswersSchema),
    files: z.array(reviewFileSchema),
  })
  .meta({ id: 'AdminContractReview' });
export type AdminContractReview = z.output<typeof adminContractReviewSchema>;

/** `GET /api/admin/contracts/{id}/files/{container}/{file}/download-url`. */
export const reviewFileParamsSchema = storedFileParamsSchema.extend({ id: idParamSchema });

/** `POST /api/admin/employees/{id}/documents?name=`: the document's name, the file's own name when not given. */
export const adminDocumentQuerySchema = z
  .object({ name: z.string().trim().min(1, { message: m.required }).max(200, { message: m.tooLong }).optional() })
  .strict();

/** The document the administrator filed for the employee: it shows as the administrator's ("Admin") on their list. */
export const adminDocumentSchema = z
  .object({ id: z.number().int(), userId: z.number().int(), name: z.string(), year: z.number().int(), createdBy: z.literal('admin') })
  .meta({ id: 'AdminDocument' });
