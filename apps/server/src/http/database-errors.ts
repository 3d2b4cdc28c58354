/**
 * What a failed query's error means for the answer, read in one place for every route: the
 * driver (pg or PGlite) puts PostgreSQL's SQLSTATE in `code`, Drizzle wraps it in `cause`.
 */

/** The errors a query raises when PostgreSQL cannot be reached or went away. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);
const unreachableMessages = [
  /^Connection terminated/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

/**
 * PostgreSQL's refusals of a value that should never have reached it: the input layer refuses
 * these first; this is the last resort that keeps them a 400 and never a 500 (finding 7).
 */
const badValueCodes = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range: an int4 past 2³¹
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire: a NUL byte in text
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character: \u0000 in jsonb
]);

/**
 * PostgreSQL's refusals of a transaction that met another one: it changed nothing, and the same
 * request sent again succeeds. A 409, never a 500 (a cart version's trigger may meet a contract
 * an administrator is changing at that moment: migration 0019).
 */
const concurrencyCodes = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
]);

/** The error and the causes it wraps, outermost first (bounded: a cause chain can loop). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error says the database cannot be reached (refused, reset, shut down, timed out). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    const { code, message } = link;
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message))) return true;
    // Node reports a refused connection to every address of a name as one AggregateError.
    if (Array.isArray(link.errors) && link.errors.some((inner) => isDatabaseUnreachable(inner))) return true;
  }
  return false;
}

/** The first SQLSTATE of the error or its causes that is one of `codes`. */
function sqlStateIn(error: unknown, codes: ReadonlySet<string>): string | undefined {
  for (const { code } of chain(error)) {
    if (typeof code === 'string' && codes.has(code)) return code;
  }
  return undefined;
}

/** The SQLSTATE of a value PostgreSQL refused (see badValueCodes); undefined for any other error. */
export function badValueSqlState(error: unknown): string | undefined {
  return sqlStateIn(error, badValueCodes);
}

/** The SQLSTATE when PostgreSQL refused the transaction because another one met it (see concurrencyCodes); undefined for any other error. */
export function concurrencyConflictSqlState(error: unknown): string | undefined {
  return sqlStateIn(error, concurrencyCodes);
}
