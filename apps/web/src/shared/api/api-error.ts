import type { ErrorCode } from '@flexplan/domain';

/** A non-2xx answer, in the one error shape of docs/api.md. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The domain's code; '' when the answer carried none we know (a proxy's page, another version's code). */
    readonly code: ErrorCode | '',
    message: string,
    /** Field name → `validation.*` translation key. */
    readonly fields: Record<string, string> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** docs/product/employee-portal.md §7: a network failure reads as 503 "Service is unavailable". */
export function serviceUnavailableError(): ApiError {
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service is unavailable');
}
