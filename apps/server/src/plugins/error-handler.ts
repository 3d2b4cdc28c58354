import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, errorCodes, type ApiErrorBody, type ErrorCode } from '@flexplan/domain';
import { catalogueErrorStatuses } from '@flexplan/domain/errors/catalogue-error-codes';
import { wizardErrorStatuses } from '@flexplan/domain/errors/wizard-error-codes';
import { FieldRuleError, InputError, TooManyAttemptsError } from '../http/http-errors';
import { badValueSqlState, concurrencyConflictSqlState, isDatabaseUnreachable } from '../http/database-errors';
import { isNotMultipart, isUnreadableMultipart } from '../http/multipart-errors';

/**
 * The one table from error code to HTTP status (STYLE.md, "How errors flow"): the platform's
 * codes here, the catalogue's and the wizards' from the domain's own tables. Every `ErrorCode`
 * has its entry, or this does not compile: there is no default status.
 */
export const statusByCode: Readonly<Record<ErrorCode, number>> = {
  ...catalogueErrorStatuses,
  ...wizardErrorStatuses,
  [errorCodes.VALIDATION]: 400,
  [errorCodes.COOKIES_REQUIRED]: 400,
  [errorCodes.PASSWORD_POLICY]: 400,
  // 400, never 401: the browser ends the session on a 401.
  [errorCodes.CURRENT_PASSWORD_WRONG]: 400,
  [errorCodes.RESET_TOKEN_INVALID]: 400,
  [errorCodes.INVALID_CREDENTIALS]: 401,
  [errorCodes.UNAUTHENTICATED]: 401,
  [errorCodes.PASSWORD_DEPRECATED]: 403,
  [errorCodes.PROFILE_INCOMPLETE]: 403,
  [errorCodes.NOT_FOUND]: 404,
  [errorCodes.COMPANY_NOT_FOUND]: 404,
  [errorCodes.CONFLICT]: 409,
  [errorCodes.PAYLOAD_TOO_LARGE]: 413,
  [errorCodes.UNSUPPORTED_MEDIA_TYPE]: 415,
  [errorCodes.TOO_MANY_ATTEMPTS]: 429,
  [errorCodes.MAINTENANCE]: 503,
  [errorCodes.SERVICE_UNAVAILABLE]: 503,
  [errorCodes.DATABASE_UNAVAILABLE]: 503,
  [errorCodes.INTERNAL]: 500,
  [errorCodes.NOT_ALLOWED_TO_HIRE]: 403,
  [errorCodes.EMAIL_NOT_UNIQUE]: 409,
  [errorCodes.NOTHING_TO_PURCHASE]: 409,
  [errorCodes.COMPANY_SLUG_TAKEN]: 409,
  [errorCodes.EMPLOYEE_WITHOUT_EMAIL]: 409,
  [errorCodes.CONTRACT_STATE]: 409,
  [errorCodes.STRUCTURE_IN_USE]: 409,
  [errorCodes.DOCUMENT_FROM_ADMINISTRATOR]: 409,
  [errorCodes.STRUCTURE_NAME_TAKEN]: 409,
  [errorCodes.ANSWERS_INCOMPLETE]: 400,
  [errorCodes.CHANGE_IN_PROGRESS]: 409,
  [errorCodes.ACCEPTANCE_LINK_INVALID]: 404,
  [errorCodes.ACCEPTANCE_LINK_USED]: 409,
  [errorCodes.ACCEPTANCE_LINK_EXPIRED]: 409,
  [errorCodes.FAMILY_MEMBER_HAS_CONTRACTS]: 409,
  [errorCodes.CONTRACT_NOT_EDITABLE]: 409,
  [errorCodes.STALE_VERSION]: 409,
  [errorCodes.MAIN_BENEFIT_FIRST]: 400,
  [errorCodes.EMPLOYEE_NOT_UNIQUE]: 409,
  [errorCodes.LAST_COMPANY_ADMIN]: 409,
  [errorCodes.SELF_DEACTIVATION]: 409,
};

const reasonByStatus: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Codes for the framework's own client errors (bad JSON, body too large, wrong content type). */
const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.VALIDATION,
  404: errorCodes.NOT_FOUND,
  413: errorCodes.PAYLOAD_TOO_LARGE,
  415: errorCodes.UNSUPPORTED_MEDIA_TYPE,
  429: errorCodes.TOO_MANY_ATTEMPTS,
};

export function errorBody(statusCode: number, code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { statusCode, error: reasonByStatus[statusCode] ?? 'Error', code, message, ...(fields ? { fields } : {}) };
}

/** How an error was answered, for the one log line it gets. */
type Kind = 'domain' | 'client' | 'database-down' | 'bad-value' | 'conflict' | 'internal';

function toBody(error: FastifyError | Error): { body: ApiErrorBody & { params?: unknown }; headers: Record<string, string>; kind: Kind } {
  if (error instanceof DomainError) {
    const status = statusByCode[error.code];
    const headers: Record<string, string> = error instanceof TooManyAttemptsError ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    const fields = error instanceof InputError || error instanceof FieldRuleError ? error.fields : undefined;
    const params = error instanceof InputError ? error.fieldParams : error.params;
    const hasParams = Object.keys(params).length > 0;
    return { body: { ...errorBody(status, error.code, error.message, fields), ...(hasParams ? { params } : {}) }, headers, kind: 'domain' };
  }
  if (isDatabaseUnreachable(error)) {
    const body = errorBody(503, errorCodes.DATABASE_UNAVAILABLE, 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.');
    return { body, headers: { 'retry-after': '5' }, kind: 'database-down' };
  }
  // The last resort behind the input layer (plugins/input-guard.ts): a value PostgreSQL refused is bad input.
  if (badValueSqlState(error)) return { body: errorBody(400, errorCodes.VALIDATION, 'Los datos enviados no son válidos'), headers: {}, kind: 'bad-value' };
  if (concurrencyConflictSqlState(error)) {
    return { body: errorBody(409, errorCodes.CONFLICT, 'Otro cambio se ha cruzado con este: vuelve a intentarlo'), headers: {}, kind: 'conflict' };
  }
  if (isNotMultipart(error))
    return { body: errorBody(415, errorCodes.UNSUPPORTED_MEDIA_TYPE, 'Envía el archivo como multipart/form-data'), headers: {}, kind: 'client' };
  if (isUnreadableMultipart(error))
    return { body: errorBody(400, errorCodes.VALIDATION, 'El archivo enviado está incompleto o mal formado'), headers: {}, kind: 'client' };
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return { body: errorBody(status, codeByStatus[status] ?? errorCodes.VALIDATION, error.message), headers: {}, kind: 'client' };
  }
  return { body: errorBody(500, errorCodes.INTERNAL, 'Ha ocurrido un error'), headers: {}, kind: 'internal' };
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const { body, headers, kind } = toBody(error);
      if (kind === 'internal') {
        request.log.error({ err: error }, 'unhandled error');
      } else if (kind === 'database-down') {
        // One line when the outage starts (plugins/database-outage.ts), not a stack per request.
        app.databaseOutage.failed(error);
      } else if (kind === 'conflict') {
        // A deadlock or a lock timeout is the client's to retry, but frequent ones are ours to see.
        request.log.warn({ sqlState: concurrencyConflictSqlState(error), code: body.code }, 'transaction refused by the database: another change met it');
      } else if (kind === 'bad-value') {
        // The SQLSTATE only: PostgreSQL's message and the failed query carry the refused value.
        request.log.warn({ sqlState: badValueSqlState(error), code: body.code }, 'input refused by the database');
      } else if (body.statusCode === 400 || body.statusCode === 413 || body.statusCode === 415) {
        // Which fields, never their values: a refused body may hold personal data.
        request.log.info({ code: body.code, fields: body.fields ? Object.keys(body.fields) : undefined }, 'input refused');
      }
      return reply
        .code(body.statusCode)
        .headers(headers)
        .send({ ...body, ...(body.statusCode >= 500 ? { requestId: request.id } : {}) });
    });
  },
  { name: 'error-handler' },
);
