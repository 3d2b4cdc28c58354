// One Flexplan server as a child process (tsx from source, as `npm start` runs it), listening on
// loopback only, with its output kept in a log file for when a check fails.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from './http-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `env` is added to a clean server environment: warnings only in the log, no web build (the API is
 * what is measured), the mail worker polling every 100 ms.
 */
export function startServer({ port, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: path.join(root, '.no-web-build'),
      MAIL_POLL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  return {
    port,
    pid: child.pid,
    exited,
    signal(name) {
      child.kill(name);
    },
    /** Resolves once /api/health answers 200; rejects if the process dies or `timeoutMs` passes. */
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      let dead = false;
      exited.then(() => {
        dead = true;
      });
      while (Date.now() < deadline) {
        if (dead) throw new Error(`server on ${port} exited before it was ready (see ${logFile})`);
        const res = await request({ port, path: '/api/health', timeoutMs: 2000 });
        if (res.status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`server on ${port} not ready after ${timeoutMs} ms (see ${logFile})`);
    },
  };
}
