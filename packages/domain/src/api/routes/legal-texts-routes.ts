import { z } from 'zod';
import { legalTextInputSchema, legalTextListSchema, legalTextParamsSchema, legalTextSchema } from '../../company/company-legal-texts-api';
import type { ApiRouteTable } from '../api-route';
import { fileResponse } from '../file-response';

const tags = ['legal-texts'];

/**
 * A company's own legal texts (docs/product/back-office.md §6 Legal texts): its administrator writes or uploads them
 * per document and language; the portal reads them on the company's host.
 */
export const legalTextsRoutes = {
  'GET /admin/company/legal-texts': {
    operationId: 'listLegalTexts',
    summary: "Each legal document in each of the company's languages: its own text, its own PDF, or the generic text",
    tags,
    response: { 200: legalTextListSchema },
  },
  'PUT /admin/company/legal-texts/:document/:language': {
    operationId: 'writeLegalText',
    summary: "Write the company's own text of a legal document in one of its languages",
    tags,
    params: legalTextParamsSchema,
    body: legalTextInputSchema,
    response: { 200: legalTextSchema },
  },
  'POST /admin/company/legal-texts/:document/:language/pdf': {
    operationId: 'uploadLegalPdf',
    summary: "Upload the company's own PDF of a legal document in one of its languages (multipart part `file`)",
    tags,
    params: legalTextParamsSchema,
    consumes: ['multipart/form-data'],
    response: { 200: legalTextSchema },
  },
  'DELETE /admin/company/legal-texts/:document/:language': {
    operationId: 'useGenericLegalText',
    summary: 'Go back to the generic text of a legal document in one language',
    tags,
    params: legalTextParamsSchema,
    response: { 200: legalTextSchema },
  },
  'GET /legal-texts/:document/:language': {
    operationId: 'getLegalText',
    summary: "A legal document of the Host's company in a language, as its portal shows it",
    tags,
    isPublic: true,
    params: legalTextParamsSchema,
    response: { 200: legalTextSchema },
  },
  'GET /legal-texts/:document/:language/pdf': {
    operationId: 'getLegalPdf',
    summary: "The PDF of a legal document of the Host's company in a language",
    tags,
    isPublic: true,
    params: legalTextParamsSchema,
    response: {
      200: fileResponse("The company's own text as a PDF, or the PDF it uploaded (always saved, never shown inline).", ['application/pdf']),
      302: z.null().describe('The company has no text of its own in that language: the generic PDF, at `Location`.'),
    },
  },
} satisfies ApiRouteTable;
