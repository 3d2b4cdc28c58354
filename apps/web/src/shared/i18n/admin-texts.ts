import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addLocaleParts } from './i18n';

/**
 * The back office's texts (locale-parts.ts), fetched by /admin alone: the loaders of their chunks
 * are here, imported by the admin page only, so that no other page's first download carries them.
 */
addLocaleParts({
  admin: import.meta.glob<Record<string, unknown>>('../../locales/*.json', { query: '?part=admin', import: 'default' }),
  adminTabs: import.meta.glob<Record<string, unknown>>('../../locales/*.json', { query: '?part=adminTabs', import: 'default' }),
});

/**
 * Renders a back-office tab once its texts have arrived (`adminTabs`, locale-parts.ts): fetched
 * when a tab that is a chunk of its own first opens, not with /admin.
 */
export function AdminTabTexts({ children }: { children: ReactNode }) {
  useTranslation('adminTabs');
  return children;
}
