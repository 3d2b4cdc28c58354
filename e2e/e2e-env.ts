import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where scripts/e2e-server.mjs's SMTP sink writes each message it receives (one .eml each). */
export const mailDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.e2e-data', String(E2E_PORT), 'mail');

/** The flags this machine's Chromium needs (no sandbox as root, no network beyond loopback). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const companyUrl = (company: string, path = '/') => `http://${company}.localhost:${E2E_PORT}${path}`;
