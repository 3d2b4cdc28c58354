/** docs/product/employee-portal.md §2 Login and §9: the consent version in force; an older stored version is reset. */
export const COOKIE_CONSENT_VERSION = 'v3';

export function isCurrentConsent(stored: string | null | undefined): boolean {
  return stored === COOKIE_CONSENT_VERSION;
}
