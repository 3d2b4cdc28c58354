import type { ErrorCode } from './all-error-codes';

/**
 * A broken business rule. Carries a stable `code` that the server maps to an HTTP status
 * (one table, in the server's error handler) and the web app translates as `errors.<code>`.
 * No HTTP knowledge here (STYLE.md, "How errors flow"). The code is one of `ErrorCode`: a code
 * without its status and translations does not compile.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Per-field validation messages, keyed by the field's path (`items.0.price`). */
export type FieldErrors = Record<string, string>;
