import { z } from 'zod';
import { allErrorCodes, type ErrorCode } from '../errors/all-error-codes';

/**
 * The one JSON shape of every error answer (DESIGN.md, "Rules of the house"), as the OpenAPI
 * document shows it under each route's 4xx and 5xx. `fields` names the refused fields, each with
 * a translation key; `params` carries a message's figures (a limit, a date). `code` is one of the
 * closed set the server answers with (errors/all-error-codes.ts), an enum in the document.
 */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.enum(allErrorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    requestId: z.string().optional().describe('Only on a 5xx: quote it when reporting the failure.'),
  })
  .meta({ id: 'ApiError' });
