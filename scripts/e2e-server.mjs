// The server the browser suite runs against: built web app, a fresh embedded database with the
// demo data, the business clock frozen on 2026-11-23, on E2E_PORT (3100 by default). E-mail goes
// over real SMTP to a sink on loopback (E2E_PORT + 25) that writes each message, raw, to
// .e2e-data/<port>/mail/ for the scenarios to read (e2e/fixtures.ts waitForMail): what the
// employee receives, attachments included. Its test API (E2E_TEST_API) gives each scenario that
// changes data an employee of its own (e2e/fixtures.ts `employee`).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const smtpPort = Number(port) + 25;
// One data directory per port, so two suites on two ports never share a database or a mailbox.
const dataDir = path.join(root, '.e2e-data', port);
const mailDir = path.join(dataDir, 'mail');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 20 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      // <received ms>-<sequence>.eml, written whole then renamed: a reader never sees half a message.
      const name = `${Date.now()}-${String(++received).padStart(5, '0')}.eml`;
      try {
        writeFileSync(path.join(mailDir, `${name}.part`), Buffer.concat(chunks));
        renameSync(path.join(mailDir, `${name}.part`), path.join(mailDir, name));
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
// A client that drops its connection (a server stopped mid-send) must not stop the suite's mailbox.
smtp.on('error', (error) => {
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`smtp sink: ${error.message}`);
});
await new Promise((resolve, reject) => {
  smtp.server.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', resolve);
});

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  MAIL_POLL_MS: '100',
  // The scenarios' fixed day (docs/decisions/264-a-frozen-business-clock-for-demos-and-the-browser.md): same answers any day.
  CLOCK_TODAY: process.env.CLOCK_TODAY ?? '2026-11-23',
  // Each scenario that changes data gets a fresh employee of its own (POST /api/e2e/employees).
  E2E_TEST_API: 'on',
  // Several workers log in, and load login pages and images, from one address: far more requests
  // without a session than one person makes (the limit's own tests are the API tests').
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
};
delete env.DATABASE_URL;
// PGlite in the server process, not npm start's PostgreSQL from npm: the suite's data folder sits
// in the checkout, which the postgres user cannot enter when CI runs as root in a clone under
// /root; one browser's load is far below what made PGlite fall behind (docs/decisions/324-the-embedded-default-is-postgresql-from-npm.md).
env.EMBEDDED_DATABASE = 'pglite';

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
