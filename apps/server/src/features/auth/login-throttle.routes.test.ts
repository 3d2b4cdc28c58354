import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, encryptPassword, hostOf, loginAs } from '../../test/auth-helpers';
import { buildApp } from '../../app';
import { oneRow } from '../../test/sql-rows';

/** A login from a given client address, with a password already encrypted (no public-key call per attempt). */
function login(app: FastifyInstance, email: string, encryptedPassword: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: hostOf('acme') },
    remoteAddress,
    payload: { email, password: encryptedPassword, cookiesAccepted: 'v3' },
  });
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('login throttling under concurrency', () => {
  let t: TestApp;
  let wrong: string;
  let right: string;
  beforeAll(async () => {
    t = await createTestApp();
    wrong = await encryptPassword(t.app, 'acme', 'Wrong2026x');
    right = await encryptPassword(t.app, 'acme', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  it('100 concurrent logins for one account from one address: at most 5 passwords are checked, the right one in the middle gets no token', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t.app, 'sergio.lopez@acme.test', i === 50 ? right : wrong, '10.1.0.1')));
    const statuses = answers.map((a) => a.statusCode);
    // A password is checked only when the attempt got past the counters: 401 or 200.
    expect(countOf(statuses, 401) + countOf(statuses, 200)).toBeLessThanOrEqual(5);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(95);
    expect(answers[50]!.statusCode).toBe(429);
    expect(answers.some((a) => a.statusCode === 200)).toBe(false);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('100 concurrent logins for one account from 4 addresses: the account counter refuses them all past 5', async () => {
    const addresses = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4'];
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t.app, 'pablo.ruiz@acme.test', wrong, addresses[i % 4])));
    const statuses = answers.map((a) => a.statusCode);
    expect(countOf(statuses, 401)).toBeLessThanOrEqual(5);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(95);
  });

  it('60 concurrent logins from one address, each for a different unknown identifier: at most 30 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(t.app, `nobody${i}@acme.test`, wrong, '10.3.0.1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(countOf(statuses, 401)).toBeLessThanOrEqual(30);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(30);
    // Another address is not affected by this one's counter.
    expect((await login(t.app, 'nobody@acme.test', wrong, '10.3.0.2')).statusCode).toBe(401);
  });

  it('the e-mail and the personal ID of one account share one counter (3 + 3 → the 6th answers 429, even with the right password); unknown identifiers alike', async () => {
    const identifiers = ['marta.vidal@acme.test', '67890123B', 'Marta.Vidal@acme.test', '67890123b', ' marta.vidal@acme.test ', '67890123B'];
    const statuses: number[] = [];
    // One address each, so only the account counter can refuse.
    for (const [i, identifier] of identifiers.entries()) statuses.push((await login(t.app, identifier, wrong, `10.4.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(t.app, 'marta.vidal@acme.test', right, '10.4.1.1')).statusCode).toBe(429);
    expect((await login(t.app, '67890123B', right, '10.4.1.2')).statusCode).toBe(429);
    // An unknown identifier is throttled exactly the same way, whatever its case or spaces: probing gains nothing.
    const unknown: number[] = [];
    for (const [i, identifier] of [
      'ghost@acme.test',
      'GHOST@acme.test',
      ' ghost@acme.test',
      'Ghost@Acme.Test',
      'ghost@acme.test ',
      'ghost@acme.test',
    ].entries()) {
      unknown.push((await login(t.app, identifier, wrong, `10.5.0.${i + 1}`)).statusCode);
    }
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('the address counts failures only: after 35 successful logins (an office behind one address) a burst of 40 failures gets exactly 30 checks', async () => {
    for (let round = 0; round < 7; round++) {
      // A success also frees the account's counter: 4 failures and a success, again and again, are never refused.
      for (let i = 0; i < 4; i++) expect((await login(t.app, 'laura.martin@acme.test', wrong, '10.6.0.1')).statusCode).toBe(401);
      expect((await login(t.app, 'laura.martin@acme.test', right, '10.6.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < 35; i++) expect((await login(t.app, 'laura.martin@acme.test', right, '10.6.0.2')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t.app, `someone${i}@acme.test`, wrong, '10.6.0.2')));
    const statuses = answers.map((a) => a.statusCode);
    expect(countOf(statuses, 401)).toBe(30);
    expect(countOf(statuses, 429)).toBe(10);
  });
});

describe('the global limit on unauthenticated routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: 5 });
  });
  afterAll(async () => {
    await t.close();
  });

  const publicKey = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/auth/public-key', headers: { host: hostOf('acme') }, remoteAddress });

  it('answers 429 with Retry-After and the house body past the limit, concurrently too, per address', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => publicKey(t.app, '10.7.0.1')));
    expect(
      countOf(
        answers.map((a) => a.statusCode),
        200,
      ),
    ).toBe(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.any(String),
      params: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await publicKey(t.app, '10.7.0.2')).statusCode).toBe(200);
  });

  it('stops writing the counter of an address it refused, and still refuses it', async () => {
    const address = '10.7.0.3';
    const counted = async () =>
      (await oneRow<{ count: number }>(t.database.db, sql`select count from throttle_counters where key = ${`public:address:${address}`}`)).count;
    for (let i = 0; i < 6; i++) await publicKey(t.app, address);
    expect(await counted()).toBe(6);
    for (let i = 0; i < 10; i++) expect((await publicKey(t.app, address)).statusCode).toBe(429);
    expect(await counted()).toBe(6);
    const refused = await publicKey(t.app, address);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('covers login, forgot and reset password, the company lookup and acceptance links', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < 5; i++) expect((await publicKey(t.app, address)).statusCode).toBe(200);
    const calls = [
      { method: 'POST', url: '/api/auth/login', payload: { email: 'laura.martin@acme.test', password: 'x' } },
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'laura.martin@acme.test' } },
      {
        method: 'POST',
        url: `/api/users/reset-password?access_token=${'x'.repeat(43)}`,
        payload: { newPassword: 'Flexible2030', confirmPassword: 'Flexible2030' },
      },
      { method: 'GET', url: '/api/companies/by-subdomain' },
      { method: 'POST', url: '/api/contracts/accept', payload: { token: 'x'.repeat(43) } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { host: hostOf('acme') }, remoteAddress: address });
      expect(res.statusCode, call.url).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('is shared by every process on the database, and leaves sessions and health checks alone', async () => {
    const address = '10.9.0.1';
    for (let i = 0; i < 6; i++) await publicKey(t.app, address);
    const other = await buildApp({ config: t.app.config, database: t.database, webRoot: null });
    try {
      expect((await publicKey(other, address)).statusCode).toBe(429);
    } finally {
      // The second instance shares the database: do not let it close it.
      other.database.close = async () => undefined;
      await other.close();
    }
    const session = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: session, remoteAddress: address });
    expect(profile.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: hostOf('acme') }, remoteAddress: address });
    expect(health.statusCode).toBe(200);
  });
});

describe('the global limit from a busy address over two processes (blocks of the count)', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    // Blocks of at most 64 / 16 = 4 numbers.
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: 64 });
    other = await buildApp({ config: t.app.config, database: t.database, webRoot: null });
  });
  afterAll(async () => {
    other.database.close = async () => undefined;
    await other.close();
    await t.close();
  });

  it('never admits more than the limit, and loses at most one block to the other process', async () => {
    const address = '10.10.0.1';
    const publicKey = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/auth/public-key', headers: { host: hostOf('acme') }, remoteAddress: address });
    const statuses: number[] = [];
    // Bursts of 5 from each process in turn, concurrent within a burst.
    for (let round = 0; round < 10; round++) {
      for (const app of [t.app, other]) statuses.push(...(await Promise.all(Array.from({ length: 5 }, () => publicKey(app)))).map((a) => a.statusCode));
    }
    const admitted = countOf(statuses, 200);
    expect(admitted).toBeLessThanOrEqual(64);
    expect(admitted).toBeGreaterThanOrEqual(64 - 4);
    expect(countOf(statuses, 429)).toBe(100 - admitted);
    const { count } = await oneRow<{ count: number }>(t.database.db, sql`select count from throttle_counters where key = ${`public:address:${address}`}`);
    // Numbers reserved: what was admitted, what the other process holds unused, and the refusing blocks.
    expect(count).toBeGreaterThan(64);
    expect(count).toBeLessThan(64 + 4 + 2 * 4 + 1);
  });
});
