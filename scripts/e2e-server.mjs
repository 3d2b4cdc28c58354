// The server the browser suite runs against: built web app, a fresh embedded database with the
// demo data, the dev outbox for e-mail, on E2E_PORT (3100 by default).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
// One data directory per port, so two suites on two ports never share a database.
const dataDir = path.join(root, '.e2e-data', port);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  MAIL_POLL_MS: '100',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
