import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import '../shared/i18n/admin-texts';

// The tests read the Spanish texts (the product's first language), whatever the machine's locale,
// both parts of them: a component rendered alone has no route guard to load the app part.
beforeEach(async () => {
  await i18n.changeLanguage('es');
  await i18n.loadNamespaces(['app', 'admin', 'adminTabs']);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
