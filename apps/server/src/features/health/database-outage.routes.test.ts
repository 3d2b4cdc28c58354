import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createLocalStorage } from '../../storage/local-storage';
import { withDatabase } from '../../test/global-setup';
import { copyOfTemplate } from '../../test/template-copy';
import { TEST_DATA_KEY, TEST_TODAY, testConfig } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import type { LogLine } from '../../test/capture-logs';

/** The server on a database of the test's choosing, logging at info into `lines`. */
async function appOn(database: Database, lines: LogLine[]): Promise<FastifyInstance> {
  const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-outage-')));
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    storage,
    webRoot: null,
    now: () => TEST_TODAY,
    logStream: {
      write: (line: string) => {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  await app.ready();
  return app;
}

/** What a person's browser sends while PostgreSQL is away: public, authenticated, and the health check. */
function requestsDuringOutage(authorization: string) {
  return [
    { method: 'GET' as const, url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } },
    {
      method: 'POST' as const,
      url: '/api/auth/login',
      headers: { host: hostOf('acme') },
      payload: { email: 'laura.martin@acme.test', password: 'x', cookiesAccepted: 'v3' },
    },
    { method: 'GET' as const, url: '/api/profile', headers: { host: hostOf('acme'), authorization } },
    { method: 'POST' as const, url: '/api/families', headers: { host: hostOf('globex'), authorization }, payload: [] },
  ];
}

async function expectUnavailable(app: FastifyInstance, authorization: string) {
  for (const request of requestsDuringOutage(authorization)) {
    const res = await app.inject(request);
    expect(res.statusCode, `${request.method} ${request.url}`).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
  }
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ database: 'down' });
}

const problems = (lines: LogLine[]) => lines.filter((line) => line.level >= 40);

describe('while PostgreSQL cannot be reached', () => {
  it('answers 503 DATABASE_UNAVAILABLE to every request, health 503 "down", and logs the outage once', async () => {
    const lines: LogLine[] = [];
    const app = await appOn(openDatabase({ url: 'postgres://postgres@127.0.0.1:1/x' }, { dataKey: TEST_DATA_KEY }), lines);
    try {
      for (let round = 0; round < 3; round += 1) await expectUnavailable(app, 'Bearer not-checked-while-down');
      expect(problems(lines).map((line) => line.msg)).toEqual([expect.stringContaining('database unreachable')]);
      expect(JSON.stringify(lines)).not.toContain('"stack"');
      expect(lines.some((line) => line.msg === 'unhandled error')).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('while PostgreSQL accepts connections but never answers', () => {
  it('answers 503 after the connection timeout instead of waiting forever', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const lines: LogLine[] = [];
    const app = await appOn(openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/x` }, { dataKey: TEST_DATA_KEY }), lines);
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await app.close();
      silent.close();
    }
  });
});

/**
 * A TCP proxy on loopback in front of the machine's PostgreSQL: closing it is PostgreSQL going
 * away for the server (connections cut, new ones refused) without touching PostgreSQL itself.
 */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  return {
    open,
    close,
    get port() {
      return port;
    },
  };
}

const source = inject('testDatabase');

describe.runIf(source.kind === 'postgres')('when a running PostgreSQL goes away and comes back', () => {
  let proxy: ReturnType<typeof tcpProxy>;
  let app: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    if (source.kind !== 'postgres') return;
    const templateUrl = new URL(source.templateUrl);
    const name = `${source.prefix}${randomBytes(4).toString('hex')}`;
    await copyOfTemplate(source, name);
    proxy = tcpProxy({ host: templateUrl.hostname, port: Number(templateUrl.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(withDatabase(source.templateUrl, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    app = await appOn(openDatabase({ url: viaProxy.toString() }, { dataKey: TEST_DATA_KEY }), lines);
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close().catch(() => undefined);
  });

  it('answers 503 during the gap, logs its start and end once each, and recovers without a restart', async () => {
    const laura = await loginAs(app, 'acme', 'laura.martin@acme.test');
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: laura })).statusCode).toBe(200);
    lines.length = 0;

    await proxy.close();
    for (let round = 0; round < 3; round += 1) await expectUnavailable(app, laura.authorization);
    expect(problems(lines).map((line) => line.msg)).toEqual([expect.stringContaining('database unreachable')]);

    await proxy.open();
    // The pool drops the dead connections and opens new ones: the same session works again.
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: laura });
    expect(profile.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up' });
    expect(problems(lines).map((line) => line.msg)).toEqual([expect.stringContaining('database unreachable'), 'database reachable again']);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });
});
