import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { localePartsPlugin } from './apps/web/locale-parts-plugin.ts';

// One command runs the unit tests (domain, web) and the API tests (server, on PGlite or on the
// PostgreSQL named by TEST_DATABASE_URL). The browser suite is separate: `npm run test:e2e`.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, where a file waiting on
    // PostgreSQL or on its PGlite's start left a core idle. Two: 355 s instead of 477 for the whole
    // run (docs/decisions.md, "Two test workers on two cores").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/busy-client-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The locales in their two parts, as the build makes them (apps/web/src/shared/i18n/locale-parts.ts).
        plugins: [localePartsPlugin()],
        test: {
          // The web app's API client, forms and calculator logic, rendered in happy-dom.
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
