import type { ErrorCode } from './all-error-codes';

/** The one JSON shape of every error answer (DESIGN.md, "Rules of the house"). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
