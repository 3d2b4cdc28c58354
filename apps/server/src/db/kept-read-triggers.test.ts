import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/test-app';
import { rowsOf } from '../test/sql-rows';

/**
 * The tables no kept read is answered from (plugins/kept-reads.ts), and those whose changes
 * migration 0016 already notifies; every other table, a new one included, must notify its changes
 * (migration 0017) or a process could answer a kept read from before them.
 */
const unread = ['audit_log', 'cart_versions', 'data_notifications', 'mail_outbox', 'password_resets', 'server_keys', 'throttle_counters'];
const notifiedByMigration0016 = ['companies', 'sessions'];

describe('every table a kept read may be answered from notifies its changes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has a trigger after insert, update, delete and truncate that notifies', async () => {
    const tables = await rowsOf<{ table: string; events: string[] }>(
      database.db,
      sql`select c.relname as table,
                 array(select distinct e.event from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                   cross join lateral (values (case when t.tgtype & 4 <> 0 then 'insert' end), (case when t.tgtype & 8 <> 0 then 'delete' end),
                                   (case when t.tgtype & 16 <> 0 then 'update' end), (case when t.tgtype & 32 <> 0 then 'truncate' end)) e(event)
                   where t.tgrelid = c.oid and e.event is not null and (p.proname like 'data\\_notify\\_%' or p.proname = 'auth_notify_all')
                   order by 1) as events
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '\\_\\_%'
           order by 1`,
    );
    const lacking = tables
      .filter(({ table }) => !unread.includes(table) && !notifiedByMigration0016.includes(table))
      .filter(({ events }) => events.join() !== 'delete,insert,truncate,update')
      .map(({ table, events }) => `${table}: ${events.join() || 'none'}`);
    expect(lacking).toEqual([]);
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining([...unread, ...notifiedByMigration0016]));
  });
});
