import { redactQueryValues } from './redact-query';

/**
 * Fields of node-postgres and PGlite errors (and Drizzle's DrizzleQueryError) that carry the
 * values of a row or a statement: `params`, `detail` (`Key (iban)=(ES91…) already exists`), and
 * the context of a failing function. Code, table, column and constraint stay: they name, not tell.
 */
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/**
 * Words after which PostgreSQL quotes a name, not a value (`relation "users"`, `constraint
 * "users_pkey"`). Any other quoted text in its messages is a value (`invalid input syntax for type
 * integer: "ES91…"`, `value "99999999999" is out of range`), so it goes.
 */
const quotedValue =
  /(\b(?:relation|column|constraint|table|type|function|schema|index|sequence|database|role|operator|trigger|view|extension|encoding|collation|domain|cursor|savepoint|tablespace|publication|subscription)\s+)?"((?:[^"]|"")*)"/g;

/** Drizzle's "Failed query: <sql>\nparams: <values>": the SQL has placeholders; the values go. */
const drizzleParams = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** A log or error text without query-string values, statement parameters or quoted values. */
export function redactErrorText(text: string): string {
  return redactQueryValues(text)
    .replace(drizzleParams, '')
    .replace(quotedValue, (match, name: string | undefined) => (name ? match : '"[redacted]"'));
}

/**
 * A copy of an error, and of its causes, fit for a log: the same class, code and SQL, without
 * the parameters and values a failed query carries (IBANs, ID numbers, e-mail addresses).
 */
export function redactError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const original = error as Error & Record<string, unknown>;
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (!valueFields.has(key)) copy[key] = original[key];
  }
  const message = redactErrorText(String(original.message ?? ''));
  copy.message = message;
  if (typeof original.stack === 'string') {
    copy.stack = redactErrorText(original.stack.replace(String(original.message ?? ''), message));
  }
  if ('cause' in original) {
    copy.cause = redactError(original.cause, depth + 1);
    // The log shows a cause only inside the message: keep the database's SQLSTATE where it can be searched.
    const causeCode = (copy.cause as { code?: unknown } | undefined)?.code;
    if (copy.code === undefined && typeof causeCode === 'string') copy.code = causeCode;
  }
  if (Array.isArray(original.errors)) copy.errors = original.errors.map((e) => redactError(e, depth + 1));
  return copy;
}
