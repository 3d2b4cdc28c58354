// Fault (a): PostgreSQL crashes (immediate stop: no checkpoint, WAL recovery at the next start)
// while authenticated reads and cart writes keep coming, and is started again 3 s later. Every
// answer during the gap must be 503 (never 500, never a hang past 10 s), the same server process
// must serve again by itself, and every cart row it answered 201 for must still be there.
import { request } from './http-client.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function postgresRestartUnderLoad({ port, cluster, db, users, checks }) {
  const log = [];
  let stop = false;
  let addsSent = 0;
  const worker = async (user, n) => {
    for (let i = 0; !stop; i += 1) {
      const isWrite = (i + n) % 2 === 0;
      const sentAt = Date.now();
      const res = isWrite
        ? await request({
            port,
            method: 'POST',
            path: '/api/contracts',
            company: user.company,
            token: user.token,
            body: { year: 2027, benefitId: user.gymId, items: [{ familyId: null, month: 1 + (addsSent++ % 12), price: 1990 }], details: {} },
          })
        : await request({ port, path: '/api/profile', company: user.company, token: user.token });
      log.push({ kind: isWrite ? 'write' : 'read', user, sentAt, ...res, id: isWrite && res.status === 201 ? res.json?.id : undefined });
      if (res.status === 0 && !res.timedOut) await sleep(20);
    }
  };
  const workers = users.flatMap((user) => [0, 1, 2].map((n) => worker(user, n)));

  await sleep(3000);
  const crashAt = Date.now();
  cluster.stop('immediate');
  await sleep(3000);
  cluster.start();
  const backAt = Date.now();
  await sleep(6000);
  stop = true;
  await Promise.all(workers);

  const committedBeforeCrash = log.filter((r) => r.kind === 'write' && r.status === 201 && r.sentAt + r.ms < crashAt).map((r) => r.id);
  const committed = log.filter((r) => r.kind === 'write' && r.status === 201).map((r) => r.id);
  const inGap = log.filter((r) => r.sentAt > crashAt + 200 && r.sentAt + r.ms < backAt);
  const after = log.filter((r) => r.sentAt > backAt);
  const firstOkAfter = after.find((r) => r.status >= 200 && r.status < 300);
  const byStatus = countBy(log, (r) => r.status);
  const badStatus = log.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503));
  const unexpected4xx = log.filter((r) => r.status >= 400 && r.status < 500 && r.status !== 409);
  const slowest = Math.max(...log.map((r) => r.ms));

  checks.figure('postgresRestart', { requests: log.length, byStatus, gapMs: backAt - crashAt, slowestMs: slowest, committed: committed.length });
  console.log(`  ${log.length} requests (${JSON.stringify(byStatus)}), PostgreSQL down ${backAt - crashAt} ms, slowest answer ${slowest} ms`);
  checks.check('PostgreSQL crash: requests answered during the gap', inGap.length >= 5, `${inGap.length} requests`);
  checks.check(
    'PostgreSQL crash: every answer during the gap is 503',
    inGap.length > 0 && inGap.every((r) => r.status === 503),
    describeOthers(inGap, (r) => r.status === 503),
  );
  checks.check(
    'PostgreSQL crash: no 500, no dropped connection, in the whole run',
    badStatus.length === 0,
    describeOthers(log, (r) => !badStatus.includes(r)),
  );
  checks.check(
    'PostgreSQL crash: no unexpected 4xx (a lost session would be 401)',
    unexpected4xx.length === 0,
    describeOthers(log, (r) => !unexpected4xx.includes(r)),
  );
  checks.check('PostgreSQL crash: no answer took 10 s or more', slowest < 10_000, `slowest ${slowest} ms`);
  checks.check(
    'PostgreSQL crash: the same process serves again within 10 s of PostgreSQL being back',
    Boolean(firstOkAfter) && firstOkAfter.sentAt + firstOkAfter.ms - backAt < 10_000,
    firstOkAfter ? `first success ${firstOkAfter.sentAt + firstOkAfter.ms - backAt} ms after` : 'no success after',
  );
  // 409: the bag is spent, a business answer that needed the database to be up.
  const isServed = (r) => (r.status >= 200 && r.status < 300) || r.status === 409;
  const tail = after.slice(-20);
  checks.check('PostgreSQL crash: the last 20 answers are all served', tail.length === 20 && tail.every(isServed), describeOthers(tail, isServed));
  const found = committed.length ? (await db.query('select id from contracts where id = any($1::int[])', [committed])).rows.map((r) => r.id) : [];
  const lost = committed.filter((id) => !found.includes(id));
  checks.check(
    'PostgreSQL crash: no committed row lost',
    committedBeforeCrash.length > 0 && lost.length === 0,
    `${committedBeforeCrash.length} cart rows answered 201 before the crash, ${committed.length} in all; ${lost.length} missing${lost.length ? `: ${lost.join(',')}` : ''}`,
  );

  // Give the bags back for the next fault: the cart rows go, through the API.
  const owner = new Map(log.filter((r) => r.id).map((r) => [r.id, r.user]));
  for (let i = 0; i < committed.length; i += 8) {
    await Promise.all(
      committed
        .slice(i, i + 8)
        .map((id) => request({ port, method: 'DELETE', path: `/api/contracts/${id}`, company: owner.get(id).company, token: owner.get(id).token })),
    );
  }
  return { requests: log.length };
}

function countBy(items, key) {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function describeOthers(items, isFine) {
  const others = items.filter((r) => !isFine(r));
  if (others.length === 0) return `${items.length} checked`;
  return `${others.length} of ${items.length}: ${others
    .slice(0, 3)
    .map((r) => `${r.kind} ${r.status || r.error} ${(r.text ?? '').slice(0, 120)}`)
    .join(' | ')}`;
}
