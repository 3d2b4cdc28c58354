import { COOKIE_CONSENT_VERSION, isCurrentConsent } from '@flexplan/domain';
import { localStore, storageKeys } from './local-store';

/**
 * The consent version this browser holds, or null. An older version is reset, so the modal asks
 * again (docs/product/employee-portal.md §2 Login: "a stored older version is reset").
 */
export function readCookieConsent(): string | null {
  const stored = localStore.get(storageKeys.cookieConsent);
  if (stored !== null && !isCurrentConsent(stored)) {
    localStore.remove(storageKeys.cookieConsent);
    return null;
  }
  return stored;
}

export function hasCurrentCookieConsent(): boolean {
  return isCurrentConsent(readCookieConsent());
}

export function storeCookieConsent(): void {
  localStore.set(storageKeys.cookieConsent, COOKIE_CONSENT_VERSION);
}
