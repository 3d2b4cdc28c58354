import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import type { ProcessStats } from './process-stats';

const acme = { host: hostOf('acme') };

/**
 * The counters once nothing runs in the background any more (the mail worker's start-up scrub):
 * no SQL round trip for `quietMs` in a row. A loaded machine spaces the start-up queries out, so
 * the first wait (beforeAll) is long; after it, only the requests under test send SQL.
 */
async function quietStats(t: TestApp, quietMs = 150): Promise<ProcessStats> {
  const read = async () => (await t.app.inject({ url: '/api/bench/stats', headers: acme })).json() as ProcessStats;
  let previous = await read();
  let quietSince = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = await read();
    if (next.sqlRoundTrips !== previous.sqlRoundTrips) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return next;
    previous = next;
  }
}

describe('the benchmark routes (BENCH_MODE on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The mail worker's pass would add its own queries to the count between two reads.
    t = await createTestApp({ BENCH_MODE: true, MAIL_POLL_MS: 60_000 });
    await quietStats(t, 1_500);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the fixed JSON ceiling, about 2 KB, without a single SQL round trip', async () => {
    const before = await quietStats(t);
    const res = await t.app.inject({ url: '/api/bench/fixed', headers: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.length).toBeGreaterThan(1_800);
    expect(res.body.length).toBeLessThan(2_400);
    expect((await quietStats(t)).sqlRoundTrips).toBe(before.sqlRoundTrips);
  });

  it('answers the one-query ceiling in exactly one SQL round trip: the same JSON and a user row by id', async () => {
    // Warmed up, as the benchmark does: the first statements also load the driver's catalogue of types.
    await t.app.inject({ url: '/api/bench/one-query?id=1', headers: acme });
    const before = await quietStats(t);
    const res = await t.app.inject({ url: '/api/bench/one-query?id=1', headers: acme });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.row).toMatchObject({ id: 1 });
    expect(body.items).toEqual((await t.app.inject({ url: '/api/bench/fixed', headers: acme })).json().items);
    const after = await quietStats(t);
    expect(after.sqlRoundTrips - before.sqlRoundTrips).toBe(1);
    expect((await t.app.inject({ url: '/api/bench/one-query?id=999999', headers: acme })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/bench/one-query?id=nope', headers: acme })).statusCode).toBe(400);
  });

  it("counts the SQL round trips of the portal's own routes, and the process's CPU time and memory", async () => {
    const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    await t.app.inject({ url: '/api/profile', headers: laura });
    const before = await quietStats(t);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/profile', headers: laura })).statusCode).toBe(200);
    const after = await quietStats(t);
    const perRequest = (after.sqlRoundTrips - before.sqlRoundTrips) / 3;
    expect(perRequest).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(perRequest)).toBe(true);
    expect(after.cpuUserMicros + after.cpuSystemMicros).toBeGreaterThan(before.cpuUserMicros + before.cpuSystemMicros);
    expect(after.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(after.maxRssBytes).toBeGreaterThanOrEqual(after.rssBytes);
  });

  it('counts the HTTP requests the server answered over the network, and those still in flight', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stats = async () => (await (await fetch(`${address}/api/bench/stats`)).json()) as ProcessStats;
    const before = await stats();
    expect(before.inFlight).toBe(0);
    for (const url of ['/api/bench/fixed', '/api/health', '/api/no-such-route']) await (await fetch(`${address}${url}`)).text();
    const after = await stats();
    // Its own calls are not counted: they would be in flight while it answers.
    expect(after.requests - before.requests).toBe(3);
    expect(after.inFlight).toBe(0);
  });

  it('answers this machine only: not another address, not a request relayed by a proxy', async () => {
    for (const url of ['/api/bench/fixed', '/api/bench/one-query?id=1', '/api/bench/stats']) {
      expect((await t.app.inject({ url, headers: acme, remoteAddress: '203.0.113.7' })).statusCode, url).toBe(404);
      expect((await t.app.inject({ url, headers: { ...acme, 'x-forwarded-for': '203.0.113.7' } })).statusCode, url).toBe(404);
    }
  });
});

describe('the benchmark routes with BENCH_MODE off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('do not exist', async () => {
    for (const url of ['/api/bench/fixed', '/api/bench/one-query?id=1', '/api/bench/stats']) {
      expect((await t.app.inject({ url, headers: acme })).statusCode, url).toBe(404);
    }
  });
});
