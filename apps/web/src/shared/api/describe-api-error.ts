import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';

/**
 * Statuses whose message the user sees: the spec's 400, 401 and 503 (docs/product/employee-portal.md §8) plus those
 * Flexplan adds on purpose (DESIGN.md: 409, 413, 415, 429). Anything else is "Ha ocurrido un error".
 */
const statusesWithMessage = new Set([400, 401, 409, 413, 415, 429, 503]);

/**
 * The text to show for a failed call, localised by its error code: every `ErrorCode` has its
 * `errors.<code>` in each locale (lint checks it). An answer without a known code shows its own
 * message.
 */
export function describeApiError(error: unknown): string {
  if (!isApiError(error) || !statusesWithMessage.has(error.status)) return i18n.t('errors.generic');
  // A 413 that names its limit says it (errors.PAYLOAD_TOO_LARGE_limit; the server's http/uploaded-file.ts).
  if (error.code) return i18n.t(`errors.${error.code}${'maxMegabytes' in error.params ? '_limit' : ''}`, error.params);
  return error.message || i18n.t('errors.generic');
}
