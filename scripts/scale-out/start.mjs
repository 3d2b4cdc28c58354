// `npm run scale-out`: three Flexplan processes (ports PORT+1..PORT+3) behind haproxy on
// 127.0.0.1:PORT (3300 by default), sharing the PostgreSQL of DATABASE_URL and the files and data
// key of DATA_DIR, with TRUST_PROXY on. The first process migrates and seeds; the other two start
// once it is up. Ctrl-C stops all four gracefully. haproxy is installed with apt-get when missing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/flexplan npm run scale-out
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '../faults/server-process.mjs';
import { request } from '../faults/http-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const haproxyConfig = path.join(root, 'scripts/scale-out/haproxy.cfg');

export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('haproxy is not installed: apt-get install -y haproxy');
  console.log('installing haproxy (apt-get)…');
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null'], {
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('apt-get install haproxy failed');
}

/** Starts the three processes and haproxy; resolves once haproxy answers /api/health. */
export async function startScaleOut({ proxyPort, env, logDir }) {
  ensureHaproxy();
  mkdirSync(logDir, { recursive: true });
  const ports = [proxyPort + 1, proxyPort + 2, proxyPort + 3];
  const serverEnv = { TRUST_PROXY: 'on', ...env };
  const servers = [];
  const stopAll = async (signal = 'SIGTERM') => {
    for (const s of [...servers, haproxy].filter(Boolean)) s.signal(signal);
    await Promise.all([...servers, haproxy].filter(Boolean).map((s) => Promise.race([s.exited, new Promise((r) => setTimeout(r, 12_000))])));
  };
  let haproxy = null;
  try {
    // One process first: it applies the migrations and seeds; three at once would race on both.
    servers.push(startServer({ port: ports[0], env: serverEnv, logFile: path.join(logDir, `server-${ports[0]}.log`) }));
    await servers[0].ready();
    servers.push(...ports.slice(1).map((port) => startServer({ port, env: serverEnv, logFile: path.join(logDir, `server-${port}.log`) })));
    await Promise.all(servers.slice(1).map((s) => s.ready()));

    const log = createWriteStream(path.join(logDir, 'haproxy.log'), { flags: 'a' });
    const child = spawn('haproxy', ['-db', '-f', haproxyConfig], {
      env: {
        PATH: process.env.PATH,
        FLEXPLAN_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        FLEXPLAN_APP1: `127.0.0.1:${ports[0]}`,
        FLEXPLAN_APP2: `127.0.0.1:${ports[1]}`,
        FLEXPLAN_APP3: `127.0.0.1:${ports[2]}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
    haproxy = { pid: child.pid, exited, signal: (name) => child.kill(name) };
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await request({ port: proxyPort, path: '/api/health', timeoutMs: 2000 });
      if (res.status === 200) break;
      if (Date.now() > deadline) throw new Error(`haproxy on ${proxyPort} not answering (see ${path.join(logDir, 'haproxy.log')})`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { proxyPort, ports, servers, haproxy, stopAll };
  } catch (error) {
    await stopAll('SIGKILL');
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.DATABASE_URL) {
    console.error('scale-out needs one PostgreSQL the three processes share: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/flexplan)');
    process.exit(1);
  }
  const proxyPort = Number(process.env.PORT ?? 3300);
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['PORT', 'HOST'].includes(key)));
  const cluster = await startScaleOut({
    proxyPort,
    env: {
      ...env,
      DATA_DIR: dataDir,
      WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
      // E-mailed links go to the proxy, not to the process that happened to send them.
      PUBLIC_URL_TEMPLATE: process.env.PUBLIC_URL_TEMPLATE ?? `http://{company}.localhost:${proxyPort}`,
    },
    logDir: path.join(dataDir, 'scale-out-logs'),
  });
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) console.log('(no web build: the API only; `npm run build` for the portal)');
  console.log(
    `Flexplan ×3 behind haproxy: http://acme.localhost:${proxyPort} (processes on ${cluster.ports.join(', ')}, logs in ${path.join(dataDir, 'scale-out-logs')})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      console.log('stopping: finishing in-flight requests…');
      await cluster.stopAll('SIGTERM');
      process.exit(0);
    });
  }
}
