import {
  adminContractReviewSchema,
  adminDocumentQuerySchema,
  adminDocumentSchema,
  bulkApproveResultSchema,
  bulkApproveSchema,
  reviewFileParamsSchema,
  reviewReasonSchema,
} from '../../contracts/admin-contract-review-api';
import { adminTransitionSchema } from '../../contracts/admin-contracts-api';
import { downloadUrlSchema } from '../../storage/storage-api';
import { idParamsSchema } from '../../validation/id-schema';
import type { ApiRouteTable } from '../api-route';

const admin = ['admin'];

/**
 * The administrator's review of one contract (docs/product/back-office.md §3): what it carries, its
 * files, rejection and cancellation with a reason, bulk approval, and a document filed for an
 * employee. Behind the one admin guard (apps/server/src/plugins/admin-guard.ts).
 */
export const adminContractReviewRoutes = {
  'GET /admin/contracts/:id': {
    operationId: 'getAdminContract',
    summary: "One of the company's contracts with its items, answers and files",
    tags: admin,
    params: idParamsSchema,
    response: { 200: adminContractReviewSchema },
  },
  'GET /admin/contracts/:id/files/:container/:file/download-url': {
    operationId: 'getAdminContractFileUrl',
    summary: 'A short-lived link to a file the contract carries (an image is shown, a PDF saved)',
    tags: admin,
    params: reviewFileParamsSchema,
    response: { 200: downloadUrlSchema },
  },
  'POST /admin/contracts/:id/reject': {
    operationId: 'rejectContract',
    summary: 'Reject a contract under review, with the reason the employee is e-mailed',
    tags: admin,
    params: idParamsSchema,
    body: reviewReasonSchema,
    response: { 200: adminTransitionSchema },
  },
  'POST /admin/contracts/bulk-approve': {
    operationId: 'bulkApproveContracts',
    summary: "Approve several contracts under review; each one's outcome is reported",
    tags: admin,
    body: bulkApproveSchema,
    response: { 200: bulkApproveResultSchema },
  },
  'POST /admin/employees/:id/documents': {
    operationId: 'uploadEmployeeDocument',
    summary: "File a document (multipart part `file`, a PDF) for an employee: it shows as the administrator's",
    tags: admin,
    consumes: ['multipart/form-data'],
    params: idParamsSchema,
    querystring: adminDocumentQuerySchema,
    response: { 201: adminDocumentSchema },
  },
} satisfies ApiRouteTable;
