/**
 * localStorage that never throws: private windows and full quotas make it fail, and losing a
 * preference is better than a blank page.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

export const storageKeys = {
  token: 'flexplan.token',
  language: 'flexplan.language',
  cookieConsent: 'flexplan.cookieConsent',
} as const;
