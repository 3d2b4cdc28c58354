import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authChannel } from '../features/auth/session-cache';
import { oneRow, rowsOf } from '../test/sql-rows';
import { createTestApp, type TestApp } from '../test/test-app';

const laurasRow = sql`(select id from users where email = 'laura.martin@acme.test')`;

/**
 * Migration 0018: a connection with `flexplan.notify = deferred` (the server's pool on PostgreSQL)
 * commits its changes without notifying; their notifications wait in `data_notifications` until
 * `data_notify_flush`, the barrier's statement, sends them ahead of its sync. Each test names the
 * setting in its transaction (`set local`), so it runs alike on PGlite and on PostgreSQL.
 */
describe('data notifications left for the barrier', () => {
  let t: TestApp;
  let received: string[];
  let stopListening: () => Promise<void>;
  let laura: { company: number; user: number };

  /** Updates laura's row in a transaction of the given notify mode; `rollback` undoes it. */
  const touchLaura = (mode: 'deferred' | '', rollback = false) =>
    t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('flexplan.notify', ${mode}, true)`);
        await tx.execute(sql`update users set deactivated_at = deactivated_at where id = ${laurasRow}`);
        if (rollback) tx.rollback();
      })
      .catch((error: unknown) => {
        if (!rollback) throw error;
      });
  const waiting = async () => (await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from data_notifications`)).n;
  /** What arrives up to a marker sent now: whatever was notified before it has arrived with it. */
  const receivedUpTo = async (marker: string, send: SQL = sql`select pg_notify(${authChannel}, ${marker})`) => {
    await t.database.db.execute(send);
    await expect.poll(() => received.includes(marker), { timeout: 5_000 }).toBe(true);
    return received.splice(0).filter((payload) => !payload.startsWith('sync:') || payload === marker);
  };

  beforeAll(async () => {
    t = await createTestApp({ MAIL_POLL_MS: 60_000 });
    laura = await oneRow(t.database.db, sql`select company_id as company, id as user from users where id = ${laurasRow}`);
    received = [];
    stopListening = await t.database.listen(authChannel, { onNotify: (payload) => received.push(payload), onLive: () => undefined });
  });
  afterAll(async () => {
    await stopListening();
    await t.close();
  });
  beforeEach(async () => {
    await receivedUpTo('sync:test:start', sql`select data_notify_flush('sync:test:start')`);
  });

  it('commits a deferring change without notifying: its notification waits in the table', async () => {
    await touchLaura('deferred');
    expect(await receivedUpTo('sync:test:marker')).toEqual(['sync:test:marker']);
    expect(await waiting()).toBe(1);
  });

  it('sends what waits, once per payload, then the sync, and empties the table', async () => {
    await touchLaura('deferred');
    await touchLaura('deferred');
    expect(await waiting()).toBe(2);
    const flush = sql`select data_notify_flush('sync:test:flush')`;
    expect(await receivedUpTo('sync:test:flush', flush)).toEqual([`data:${laura.company}:${laura.user}`, 'sync:test:flush']);
    expect(await waiting()).toBe(0);
  });

  it('leaves nothing waiting for a change rolled back', async () => {
    await touchLaura('deferred', true);
    expect(await waiting()).toBe(0);
  });

  it('notifies at commit on a connection that does not defer (psql, a CLI), as before', async () => {
    await touchLaura('');
    expect(await receivedUpTo('sync:test:marker')).toEqual([`data:${laura.company}:${laura.user}`, 'sync:test:marker']);
    expect(await waiting()).toBe(0);
  });

  it('writes one payload per company: its users in order, or the whole company for a row of no user or past 500 users', async () => {
    const owners = (pairs: string) => sql.raw(`array[${pairs}]::data_owner[]`);
    const many = Array.from({ length: 501 }, (_, i) => `row(8, ${i + 1})`).join(', ');
    let payloads: string[] = [];
    // Rolled back: the payloads are read inside the transaction and nothing is left for the other tests.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('flexplan.notify', 'deferred', true)`);
        await tx.execute(sql`delete from data_notifications`);
        await tx.execute(sql`select data_notify(${owners('row(5, 30), row(5, 4), row(5, 30), row(6, 2)')})`);
        await tx.execute(sql`select data_notify(${owners('row(7, 3), row(7, null)')})`);
        await tx.execute(sql`select data_notify(${owners(many)})`);
        payloads = (await rowsOf<{ payload: string }>(tx, sql`select payload from data_notifications order by payload`)).map((row) => row.payload);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(payloads).toEqual(['data:5:4,30', 'data:6:2', 'data:7:', 'data:8:']);
  });

  it("leaves a contract's item inserts and deletes to the contract's own notification on the server's connections, not on others", async () => {
    /** Adds a copy of one of laura's contract items and removes it again, in one transaction of the given notify mode. */
    const addAndRemoveItem = (mode: 'deferred' | '') =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('flexplan.notify', ${mode}, true)`);
        const { id } = await oneRow<{ id: number }>(
          tx,
          sql`insert into contract_items (company_id, contract_id, benefit_id, family_id, month, price, contributed_price)
              select i.company_id, i.contract_id, i.benefit_id, i.family_id, i.month, i.price, i.contributed_price
              from contract_items i join contracts c on c.id = i.contract_id where c.user_id = ${laurasRow} limit 1
              returning id`,
        );
        await tx.execute(sql`delete from contract_items where id = ${id}`);
      });
    await addAndRemoveItem('deferred');
    expect(await waiting()).toBe(0);
    await addAndRemoveItem('');
    expect(await receivedUpTo('sync:test:marker')).toEqual([`data:${laura.company}:${laura.user}`, 'sync:test:marker']);
  });

  it("has the server's writes notified before it answers, whatever its pool defers", async () => {
    // A change on the server's own pool: deferred on PostgreSQL, sent at once on PGlite.
    await t.database.db.execute(sql`update users set deactivated_at = deactivated_at where id = ${laurasRow}`);
    await t.app.sessionCache.barrier();
    // The app's own listener has it before the barrier resolves; this test's listens on a connection of its own.
    await expect.poll(() => received, { timeout: 5_000 }).toContain(`data:${laura.company}:${laura.user}`);
    expect(await waiting()).toBe(0);
    const pool = await oneRow<{ notify: string | null }>(t.database.db, sql`select current_setting('flexplan.notify', true) as notify`);
    expect(pool.notify ?? '').toBe(t.database.kind === 'postgres' ? 'deferred' : '');
  });
});
