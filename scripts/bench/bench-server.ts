import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCALE_COMPANY } from '../../apps/server/src/db/seed/scale/scale-employee-identity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const logDir = path.join(root, 'test-results/bench');

/**
 * The server as production runs it, plus what the benchmark needs: its routes (BENCH_MODE) and
 * load from many employees at once. The requests carry X-Forwarded-For (TRUST_PROXY, as behind a
 * load balancer) so that the login throttle counts each employee's own address rather than 50
 * connections from one; the public rate limit is raised for the same reason. Warnings only in the
 * log: a log line per request is disk traffic on a shared machine, not the portal's work.
 */
export function serverEnvironment(database: Record<string, string>, port: number, dataKey: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_KEY: dataKey,
    DEFAULT_COMPANY: SCALE_COMPANY,
    BENCH_MODE: 'on',
    TRUST_PROXY: 'on',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...database,
  };
}

function run(command: string[], env: Record<string, string>, logName: string): Promise<void> {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, logName));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.pipe(log);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} failed (${code}): see ${path.join(logDir, logName)}`))));
  });
}

/** Migrates, seeds the demo data and adds scale employees until there are `employees` (npm run seed:scale). */
export function seedDatabase(env: Record<string, string>, employees: number): Promise<void> {
  return run(['--import', 'tsx', 'apps/server/src/cli/seed-scale.ts', '--at-least', String(employees)], env, 'seed.log');
}

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `npm start`'s way (scripts/start.mjs: builds the web app when it is missing or stale), then waits for /api/health. */
export async function startServer(env: Record<string, string>, logName: string): Promise<BenchServer> {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killed);
  };
  // A web build (first run, or sources changed) takes a minute or two on this machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server stopped before it answered (exit ${exitCode}): see ${logFile}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) return { url, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the server did not answer /api/health in 5 minutes: see ${logFile}`);
}
