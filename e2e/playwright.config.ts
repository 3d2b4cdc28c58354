import { defineConfig } from '@playwright/test';
import { E2E_PORT, chromiumArgs } from './e2e-env';

/**
 * The browser suite: Debian's Chromium (never a downloaded browser) against the real, built
 * server on a fresh embedded database (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port: suites on two ports side by side do not wipe each other's screenshots.
  outputDir: `../test-results/${E2E_PORT}`,
  use: {
    baseURL: `http://acme.localhost:${E2E_PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
