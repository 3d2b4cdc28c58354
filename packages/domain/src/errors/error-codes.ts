/**
 * Every error code the API can answer with. The web app has a translation for each
 * (`errors.<code>` in every locale); the server maps each to one HTTP status.
 */
export const errorCodes = {
  VALIDATION: 'VALIDATION',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  COOKIES_REQUIRED: 'COOKIES_REQUIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  COMPANY_NOT_FOUND: 'COMPANY_NOT_FOUND',
  MAINTENANCE: 'MAINTENANCE',
  NOT_FOUND: 'NOT_FOUND',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  /** The current password given to change the password, e-mail or bank account is wrong (issue 12 finding 3). */
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  PASSWORD_DEPRECATED: 'PASSWORD_DEPRECATED',
  PROFILE_INCOMPLETE: 'PROFILE_INCOMPLETE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CONFLICT: 'CONFLICT',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** PostgreSQL cannot be reached: every request answers 503 until it is back (issue 12, finding 8). */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The one JSON shape of every error answer (DESIGN.md, "Rules of the house"). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  fields?: Record<string, string>;
}
