import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { listenOnPostgres } from './postgres-listener';

/**
 * LISTEN on a real PostgreSQL (the embedded one npm start runs, so the PGlite run has one too):
 * the session cache trusts it to say when notifications may have been lost.
 */
describe('the PostgreSQL listener', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'flexplan-listener-test-'));
  let server: EmbeddedPostgres;
  let admin: pg.Client;
  const events: string[] = [];
  const handlers = { onNotify: (payload: string) => events.push(payload), onLive: (isLive: boolean) => events.push(isLive ? 'live' : 'lost') };
  const notify = (payload: string) => admin.query('select pg_notify($1, $2)', ['listener_test', payload]);
  const listeners = () => admin.query<{ pid: number }>(`select pid from pg_stat_activity where query = 'LISTEN "listener_test"' and pid <> pg_backend_pid()`);

  async function until(isDone: () => boolean) {
    for (let waited = 0; !isDone(); waited += 10) {
      if (waited > 10_000) throw new Error(`still waiting; events so far: ${events.join(' ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  beforeAll(async () => {
    // Run as root, the server runs as the postgres user, who must be able to enter the folder.
    chmodSync(work, 0o755);
    server = await startEmbeddedPostgres(path.join(work, 'postgres'));
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('delivers in commit order, says when its connection is lost, and listens again by itself', async () => {
    const stop = await listenOnPostgres(server.url, 'listener_test', handlers);
    try {
      expect(events).toEqual(['live']);
      await notify('one');
      await notify('two');
      await until(() => events.length === 3);
      expect(events).toEqual(['live', 'one', 'two']);

      // PostgreSQL ends the connection (a restart, an administrator): what was sent meanwhile is lost.
      const [{ pid }] = (await listeners()).rows as [{ pid: number }];
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await until(() => events.includes('lost'));
      await until(() => events.at(-1) === 'live');
      await notify('three');
      await until(() => events.at(-1) === 'three');
      expect(events.slice(3)).toEqual(['lost', 'live', 'three']);
    } finally {
      await stop();
    }
    expect(events.at(-1)).toBe('lost');
    // Stopped, it holds no connection and does not come back.
    let remaining = 1;
    const polling = setInterval(() => void listeners().then(({ rows }) => (remaining = rows.length)), 20);
    await until(() => remaining === 0).finally(() => clearInterval(polling));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.at(-1)).toBe('lost');
  }, 30_000);
});
