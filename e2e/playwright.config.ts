import { defineConfig } from '@playwright/test';
import { E2E_PORT, chromiumArgs } from './e2e-env';

/**
 * The browser suite: Debian's Chromium (never a downloaded browser) against the real, built
 * server on a fresh embedded database (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: './tests',
  // Scenarios that change data do it on an employee of their own (fixtures.ts `employee`), so
  // tests need no order and run side by side, even within a file. Two browsers for CI's two cores.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two browsers share CI's two cores: a scenario with six axe scans and screenshots took 66 s
  // under load once. The limit catches a hung test, not a slow one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port: suites on two ports side by side do not wipe each other's screenshots.
  outputDir: `../test-results/${E2E_PORT}`,
  use: {
    baseURL: `http://acme.localhost:${E2E_PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // As a person who asks for less motion: no waiting for Mantine's fades (company-theme.ts).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // The tax years are national, not an employee's own: the scenario that gives 2027 rows of its own
  // runs after every other, which compute the plan year 2027 with 2026's.
  projects: [
    { name: 'portal', testIgnore: /admin-tax-years\.spec\.ts$/ },
    { name: 'national tax years', testMatch: /admin-tax-years\.spec\.ts$/, dependencies: ['portal'] },
  ],
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
