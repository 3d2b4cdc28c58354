import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders the logged-in pages once the app part of the locale has arrived (locale-parts.ts): it
 * suspends until then, so the nearest Suspense shows its loader instead of raw keys.
 */
export function AppTexts({ children }: { children: ReactNode }) {
  useTranslation('app');
  return children;
}
