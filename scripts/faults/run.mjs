// `npm run faults` (a CI step): the server from source on a throwaway PostgreSQL cluster of its own
// (FAULT_PG_PORT, 5544 by default; never the machine's shared cluster), e-mail to an SMTP sink on
// loopback, then three faults in turn: (a) PostgreSQL crashed and restarted under load, (b) the
// server SIGKILLed during a burst of purchases and started again, (c) SIGTERM under load. Loopback
// only, bounded in requests and time (a watchdog stops everything after 5 minutes), and it cleans
// up after itself. Exit code 1 when any check fails; checks in test-results/faults/checks.json.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createThrowawayPostgres } from './throwaway-postgres.mjs';
import { startServer } from './server-process.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { login, request } from './http-client.mjs';
import { createCheckList } from './check-list.mjs';
import { postgresRestartUnderLoad } from './postgres-restart.mjs';
import { killDuringPurchases } from './kill-during-purchases.mjs';
import { sigtermUnderLoad } from './sigterm-drain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgPort = Number(process.env.FAULT_PG_PORT ?? 5544);
const port = Number(process.env.FAULT_PORT ?? 3390);
const work = mkdtempSync(path.join(os.tmpdir(), 'flexplan-faults-'));
const logFile = path.join(work, 'server.log');
const checks = createCheckList('faults');
const started = Date.now();

let cluster = null;
let server = null;
let sink = null;
const cleanUp = async () => {
  server?.signal('SIGKILL');
  await sink?.close().catch(() => undefined);
  cluster?.destroy();
};
const watchdog = setTimeout(async () => {
  console.error('faults: watchdog — still running after 5 minutes, stopping');
  await cleanUp();
  process.exit(1);
}, 5 * 60_000);

try {
  cluster = await createThrowawayPostgres({ port: pgPort });
  sink = await startSmtpSink();
  // The browser suite's frozen day (docs/decisions/264-a-frozen-business-clock-for-demos-and-the-browser.md): the cart's months are open whatever the date.
  const env = {
    CLOCK_TODAY: '2026-11-23',
    DATABASE_URL: cluster.url,
    DATA_DIR: path.join(work, 'data'),
    DATA_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: sink.url,
  };
  const start = async () => {
    server = startServer({ port, env, logFile });
    await server.ready();
  };
  await start();
  console.log(`faults: server ${server.pid} on 127.0.0.1:${port}, PostgreSQL ${cluster.url}, ready after ${Date.now() - started} ms`);

  const users = [];
  for (const email of ['laura.martin@acme.test', 'david.moreno@acme.test']) {
    const token = await login({ port, company: 'acme', email });
    const gym = await request({ port, path: '/api/modalities/by-category/gym', company: 'acme', token });
    if (gym.status !== 200 || !gym.json?.[0]) throw new Error(`no gym benefit for ${email}: ${gym.status} ${gym.text}`);
    users.push({ email, company: 'acme', token, gymId: gym.json[0].id });
  }

  console.log('(a) PostgreSQL crashed and restarted under load');
  const pidBefore = server.pid;
  const logBefore = statSync(logFile).size;
  const a = await postgresRestartUnderLoad({ port, cluster, db: { query: (...q) => withDb(q) }, users, checks });
  // A few lines per outage (down, back up), not a stack per request or per mail pass.
  const outageLog = readFileSync(logFile, 'utf8').slice(logBefore).split('\n').filter(Boolean);
  const withStack = outageLog.filter((l) => l.includes('"stack"')).length;
  checks.figure('outageLog', { lines: outageLog.length, withStack });
  checks.check(
    'PostgreSQL crash: the outage is logged in a few lines, no stack traces',
    outageLog.length <= 6 && withStack === 0,
    `${outageLog.length} lines, ${withStack} with a stack trace`,
  );
  checks.check(
    'PostgreSQL crash: served by the same process throughout (no restart)',
    server.pid === pidBefore && !(await isExited(server)),
    `pid ${server.pid}`,
  );

  console.log('(b) server SIGKILLed during a burst of purchases');
  const b = await killDuringPurchases({
    port,
    users,
    sink,
    checks,
    db: { query: (...q) => withDb(q) },
    restart: {
      kill: () => server.signal('SIGKILL'),
      start: async () => {
        await server.exited;
        await start();
      },
    },
  });

  console.log('(c) SIGTERM under load');
  const c = await sigtermUnderLoad({ port, server, users, checks, db: { query: (...q) => withDb(q) } });
  checks.figure('racedRequests', a.requests + b.raced + c.burst);
  checks.figure('faultsInjected', ['PostgreSQL immediate stop + start under load', 'SIGKILL of the server during purchases', 'SIGTERM under load']);
} catch (error) {
  checks.check('fault script ran to the end', false, error instanceof Error ? error.stack : String(error));
} finally {
  clearTimeout(watchdog);
  await cleanUp();
  checks.figure('seconds', Math.round((Date.now() - started) / 1000));
  checks.write(root);
  if (checks.failed > 0) console.log(`server log kept in ${logFile}`);
  else rmSync(work, { recursive: true, force: true });
  process.exit(checks.failed > 0 ? 1 : 0);
}

/** One connection per query: the cluster is crashed on purpose, a long-lived client would die with it. */
async function withDb([text, params]) {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function isExited(s) {
  return Promise.race([s.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);
}
