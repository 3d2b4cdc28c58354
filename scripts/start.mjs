// `npm start`: builds the web app and the server (scripts/lib/build-server.mjs) when missing or
// older than their sources, then runs the server in this process's place (signals reach it
// directly, so SIGTERM shuts it down gracefully).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOutOfDate } from './lib/build-freshness.mjs';
import { buildServerIfStale, serverBundle } from './lib/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/locale-parts-plugin.ts',
  'apps/web/build',
  'packages/domain/src',
].map((p) => path.join(root, p));

if (isOutOfDate(builtIndex, sources)) {
  console.log('Building the web app…');
  // Always a production build: with the server's NODE_ENV=development in the environment, Vite
  // bundled React's development runtime (jsxDEV, source paths) into what the browser loads.
  const build = spawnSync('npm', ['run', 'build', '-w', '@flexplan/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServerIfStale();
const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
