import { catalogueErrorCodes, type CatalogueErrorCode } from './catalogue-error-names';
import { errorCodes, type PlatformErrorCode } from './error-codes';
import { wizardErrorNames, type WizardErrorCode } from './wizard-error-names';

/**
 * Every code the API answers with, from the three tables. `DomainError` takes only these, the
 * server's status table is a `Record<ErrorCode, number>`, so a new code does not compile until it
 * has a status; the locale check reads `allErrorCodes`, so lint fails until it has its four
 * translations.
 */
export type ErrorCode = PlatformErrorCode | CatalogueErrorCode | WizardErrorCode;

/** `ErrorCode` at run time, each code once (`PRICE_EXCEEDS_AVAILABLE` is in two tables). */
export const allErrorCodes: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([...Object.values(errorCodes), ...Object.values(catalogueErrorCodes), ...wizardErrorNames]),
];

const known: ReadonlySet<string> = new Set(allErrorCodes);

/** Whether a code read from an answer is one of ours (an older or newer server may send another). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && known.has(code);
}
