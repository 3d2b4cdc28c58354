// `npm run scale-out:check` (a CI step): the scale-out of start.mjs on a throwaway PostgreSQL
// cluster (SCALE_PG_PORT, 5545 by default), checked through haproxy and process by process:
// requests are spread, the login key is one, a session made on one process works on the others
// (and a logout or a deactivation on one refuses the next request on every other), an ETag given by
// one process revalidates on another and changes with a write made on a third, login throttling
// counts across processes, a cart row added through one is removed through another, and with three mail workers polling the same outbox
// every e-mail reaches the SMTP sink exactly once. Loopback only, bounded; checks in
// test-results/scale-out/checks.json, exit code 1 when any fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createThrowawayPostgres } from '../faults/throwaway-postgres.mjs';
import { startSmtpSink } from '../faults/smtp-sink.mjs';
import { encryptFor, login, request } from '../faults/http-client.mjs';
import { createCheckList } from '../faults/check-list.mjs';
import { startScaleOut } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const proxyPort = Number(process.env.SCALE_PORT ?? 3380);
const work = mkdtempSync(path.join(os.tmpdir(), 'flexplan-scale-out-'));
const checks = createCheckList('scale-out');
const started = Date.now();
const OUTBOX_ROWS = 150;

let cluster = null;
let stack = null;
let sink = null;
const watchdog = setTimeout(() => {
  console.error('scale-out: watchdog — still running after 4 minutes, stopping');
  stack?.stopAll('SIGKILL').finally(() => {
    cluster?.destroy();
    process.exit(1);
  });
}, 4 * 60_000);

try {
  cluster = await createThrowawayPostgres({ port: Number(process.env.SCALE_PG_PORT ?? 5545) });
  sink = await startSmtpSink();
  stack = await startScaleOut({
    proxyPort,
    logDir: path.join(work, 'logs'),
    env: {
      DATABASE_URL: cluster.url,
      DATA_DIR: path.join(work, 'data'),
      DATA_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '50',
      CLOCK_TODAY: '2026-11-23',
      PUBLIC_URL_TEMPLATE: `http://{company}.localhost:${proxyPort}`,
    },
  });
  console.log(`scale-out: haproxy on ${proxyPort} → ${stack.ports.join(', ')}, ready after ${Date.now() - started} ms`);
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  try {
    await spreadAndKey();
    await sessionsAcrossProcesses();
    await throttlingAcrossProcesses();
    await outboxSentOnce(db);
    await rollingStopUnderLoad();
  } finally {
    await db.end();
  }
} catch (error) {
  checks.check('scale-out check ran to the end', false, error instanceof Error ? error.stack : String(error));
} finally {
  clearTimeout(watchdog);
  await stack?.stopAll('SIGTERM');
  await sink?.close();
  cluster?.destroy();
  checks.figure('seconds', Math.round((Date.now() - started) / 1000));
  checks.write(root);
  if (checks.failed > 0) console.log(`logs kept in ${path.join(work, 'logs')}`);
  else rmSync(work, { recursive: true, force: true });
  process.exit(checks.failed > 0 ? 1 : 0);
}

async function spreadAndKey() {
  const served = [];
  for (let i = 0; i < 9; i += 1) served.push((await request({ port: proxyPort, path: '/api/health' })).headers?.['x-served-by']);
  checks.check('haproxy spreads requests over the three processes', new Set(served).size === 3, served.join(' '));
  const keys = await Promise.all(stack.ports.map((port) => request({ port, path: '/api/auth/public-key' })));
  checks.check(
    'one RSA login key on all three processes (it lives in the database)',
    keys.every((k) => k.status === 200) && new Set(keys.map((k) => k.json?.publicKeyPem)).size === 1,
    keys.map((k) => k.status).join(' '),
  );
}

async function sessionsAcrossProcesses() {
  const token = await login({ port: proxyPort, company: 'acme', email: 'laura.martin@acme.test' });
  const profiles = await Promise.all(stack.ports.map((port) => request({ port, path: '/api/profile', token })));
  checks.check(
    'a session made through the proxy works on each process',
    profiles.every((p) => p.status === 200),
    profiles.map((p) => p.status).join(' '),
  );
  // The tag is made of versions in the database (docs/decisions/100-one-read-path-revalidated-by-etag.md): any process revalidates any other's.
  const etag = profiles[0].headers?.etag;
  const revalidated = await Promise.all(stack.ports.map((port) => request({ port, path: '/api/profile', token, headers: { 'if-none-match': etag } })));
  checks.check(
    "one process's ETag answers 304 on every process while nothing changed",
    typeof etag === 'string' && revalidated.every((p) => p.status === 304),
    `${etag}: ${revalidated.map((p) => p.status).join(' ')}`,
  );

  // A cart row written through one process is read through another.
  const gym = await request({ port: stack.ports[0], path: '/api/modalities/by-category/gym', token });
  const added = await request({
    port: stack.ports[0],
    method: 'POST',
    path: '/api/contracts',
    token,
    body: { year: 2027, benefitId: gym.json?.[0]?.id, items: [{ familyId: null, month: 3, price: 2222 }], details: {} },
  });
  // Each process is asked with the tag it gave before the write, as the browser revalidates what it holds.
  const withItem = await Promise.all(
    stack.ports.map((port, i) => request({ port, path: '/api/profile', token, headers: { 'if-none-match': profiles[i].headers?.etag } })),
  );
  checks.check(
    'a cart row added on one process shows in the next revalidation on every process (a new ETag)',
    withItem.every((p) => p.status === 200 && p.json?.cart?.some((item) => item.id === added.json?.id) && p.headers?.etag !== etag),
    withItem.map((p) => `${p.status} ${p.json?.cart?.length ?? '-'} in the cart`).join(', '),
  );
  const removed = await request({ port: stack.ports[2], method: 'DELETE', path: `/api/contracts/${added.json?.id}`, token });
  const again = await request({ port: stack.ports[1], method: 'DELETE', path: `/api/contracts/${added.json?.id}`, token });
  checks.check(
    'a cart row added on one process is removed on another, and gone on the third',
    added.status === 201 && removed.status === 204 && again.status === 404,
    `add ${added.status} on ${stack.ports[0]}, remove ${removed.status} on ${stack.ports[2]}, again ${again.status} on ${stack.ports[1]}`,
  );

  const beforeLogout = await request({ port: stack.ports[0], path: '/api/profile', token });
  const logout = await request({ port: stack.ports[1], method: 'POST', path: '/api/auth/logout', token });
  const after = await Promise.all(
    stack.ports.map((port) => request({ port, path: '/api/profile', token, headers: { 'if-none-match': beforeLogout.headers?.etag } })),
  );
  checks.check(
    'a logout on one process refuses the next request on every process, a revalidation too',
    logout.status === 204 && after.every((p) => p.status === 401),
    `logout ${logout.status}, then ${after.map((p) => p.status).join(' ')}`,
  );

  await deactivationAcrossProcesses();
}

async function deactivationAcrossProcesses() {
  const employee = await login({ port: proxyPort, company: 'acme', email: 'sergio.lopez@acme.test' });
  const admin = await login({ port: proxyPort, company: 'acme', email: 'admin@acme.test' });
  // The profile: a restricted session (an incomplete demo profile) may read it too.
  const reads = await Promise.all(stack.ports.map((port) => request({ port, path: '/api/profile', token: employee })));
  const id = (await request({ port: stack.ports[0], path: '/api/profile', token: employee })).json?.id;
  const deactivated = await request({ port: stack.ports[0], method: 'POST', path: `/api/admin/employees/${id}/deactivate`, token: admin });
  const after = await Promise.all(stack.ports.map((port) => request({ port, path: '/api/profile', token: employee })));
  checks.check(
    'a deactivation on one process refuses the next request on every process',
    reads.every((r) => r.status === 200) && deactivated.status === 200 && after.every((r) => r.status === 401),
    `before ${reads.map((r) => r.status).join(' ')}, deactivate ${deactivated.status}, then ${after.map((r) => r.status).join(' ')}`,
  );
  await request({ port: stack.ports[1], method: 'POST', path: `/api/admin/employees/${id}/reactivate`, token: admin });
}

async function throttlingAcrossProcesses() {
  const key = (await request({ port: proxyPort, path: '/api/auth/public-key', company: 'globex' })).json.publicKeyPem;
  const attempts = [];
  for (let i = 0; i < 10; i += 1) {
    const res = await request({
      port: proxyPort,
      method: 'POST',
      path: '/api/auth/login',
      company: 'globex',
      body: { email: 'joao.silva@globex.test', password: encryptFor(key, `wrong-${i}`), cookiesAccepted: 'v3' },
    });
    attempts.push({ status: res.status, by: res.headers?.['x-served-by'] });
  }
  const firstRefusal = attempts.findIndex((a) => a.status === 429);
  const before = attempts.slice(0, firstRefusal < 0 ? attempts.length : firstRefusal);
  const right = await request({
    port: proxyPort,
    method: 'POST',
    path: '/api/auth/login',
    company: 'globex',
    body: { email: 'joao.silva@globex.test', password: encryptFor(key, 'Flexible2026'), cookiesAccepted: 'v3' },
  });
  checks.figure('throttling', attempts);
  checks.check(
    'login throttling counts failures across processes',
    firstRefusal > 0 && firstRefusal <= 6 && new Set(before.map((a) => a.by)).size >= 2 && attempts.slice(firstRefusal).every((a) => a.status === 429),
    attempts.map((a) => `${a.status}@${a.by}`).join(' '),
  );
  checks.check('a locked account stays locked on every process, even with the right password', right.status === 429, `right password: ${right.status}`);
}

async function outboxSentOnce(db) {
  await sink.settle(1000);
  const before = sink.messages.length;
  const run = randomBytes(4).toString('hex');
  // Queued in one statement, as a burst of checkouts would: three workers race to claim them.
  await db.query(
    `insert into mail_outbox ("to", subject, text, html)
    select 'outbox-' || n || '@scale.test', 'scale-out ${run} #' || n, 'n ' || n, '<p>n ' || n || '</p>' from generate_series(1, $1) n`,
    [OUTBOX_ROWS],
  );
  // And real ones through the API: reset links for two people, each through whichever process.
  for (const email of ['laura.martin@acme.test', 'david.moreno@acme.test']) {
    await request({ port: proxyPort, method: 'POST', path: '/api/auth/forgot-password', body: { email } });
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const {
      rows: [{ pending }],
    } = await db.query("select count(*)::int as pending from mail_outbox where status = 'pending'");
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await sink.settle(1500);
  const received = sink.messages.slice(before);
  const perSubject = new Map();
  for (const m of received.filter((m) => m.subject.startsWith(`scale-out ${run} `))) perSubject.set(m.subject, (perSubject.get(m.subject) ?? 0) + 1);
  const resets = received.filter((m) => /laura\.martin|david\.moreno/.test(m.to));
  const {
    rows: [{ sent }],
  } = await db.query("select count(*)::int as sent from mail_outbox where subject like $1 and status = 'sent'", [`scale-out ${run} %`]);
  checks.figure('outbox', { queued: OUTBOX_ROWS, received: received.length, distinct: perSubject.size, resets: resets.length });
  checks.check(
    `outbox: ${OUTBOX_ROWS} queued e-mails each delivered exactly once by three workers`,
    perSubject.size === OUTBOX_ROWS && [...perSubject.values()].every((n) => n === 1) && sent === OUTBOX_ROWS,
    `${perSubject.size} distinct received, ${[...perSubject.values()].filter((n) => n > 1).length} twice or more, ${sent} marked sent`,
  );
  checks.check('outbox: each reset e-mail delivered once', resets.length === 2, `${resets.length} received for 2 requests`);
}

/** A rolling deploy's step: one process gets SIGTERM under load; haproxy sends the rest elsewhere. */
async function rollingStopUnderLoad() {
  const token = await login({ port: proxyPort, company: 'acme', email: 'david.moreno@acme.test' });
  const answers = [];
  let stop = false;
  const worker = async () => {
    while (!stop) answers.push(await request({ port: proxyPort, path: '/api/profile', token }));
  };
  const workers = Array.from({ length: 6 }, worker);
  await new Promise((r) => setTimeout(r, 1500));
  const victim = stack.servers[1];
  const signalledAt = Date.now();
  victim.signal('SIGTERM');
  const exit = await Promise.race([victim.exited, new Promise((r) => setTimeout(() => r(null), 12_000))]);
  await new Promise((r) => setTimeout(r, 1500));
  stop = true;
  await Promise.all(workers);
  const failed = answers.filter((a) => a.status !== 200);
  const servedBy = new Set(answers.map((a) => a.headers?.['x-served-by']).filter(Boolean));
  checks.figure('rollingStop', { requests: answers.length, failed: failed.length, exitAfterMs: exit ? exit.at - signalledAt : null });
  checks.check(
    'one process stopped (SIGTERM) under load through haproxy: no request fails',
    failed.length === 0 && servedBy.size === 3,
    `${answers.length} requests, ${failed.length} failed${
      failed.length
        ? `: ${failed
            .slice(0, 3)
            .map((a) => a.status || a.error)
            .join(' ')}`
        : ''
    }`,
  );
  checks.check(
    'the stopped process exits by itself within 10 s, code 0',
    Boolean(exit) && exit.at - signalledAt < 10_000 && exit.code === 0,
    exit ? `${exit.at - signalledAt} ms, code ${exit.code}` : 'still running',
  );
}
