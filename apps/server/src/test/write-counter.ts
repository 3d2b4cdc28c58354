import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from './sql-rows';

/**
 * Tables a refused request may legitimately write: the throttling counters (a refused login is
 * counted, that is the point), the key material made on first use, audit trails, and the data
 * notifications that earlier writes left for the barrier (migration 0018), which every write
 * request's barrier sends and deletes, refused or not.
 */
const mayChangeWhenRefused = /throttle|rate_limit|audit|server_keys|drizzle|^data_notifications$|^test_row_writes$/;

/**
 * Counts every row written, per table, with a trigger on each table of this test database, so
 * "a refused request changed nothing" is one small query instead of a digest of every table.
 * The outbox counts only new and deleted rows: the mail worker updates their status on its own.
 */
export async function installWriteCounter(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`create table if not exists test_row_writes (table_name text primary key, writes bigint not null)`);
  await db.execute(
    sql.raw(`create or replace function test_count_row_write() returns trigger language plpgsql as $$
    begin
      insert into test_row_writes values (tg_table_name, 1) on conflict (table_name) do update set writes = test_row_writes.writes + 1;
      return null;
    end $$`),
  );
  const tables = (
    await rowsOf<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !mayChangeWhenRefused.test(name));
  for (const table of tables) {
    const events = table === 'mail_outbox' ? 'insert or delete' : 'insert or update or delete';
    await db.execute(sql.raw(`create or replace trigger test_count_writes after ${events} on "${table}" for each row execute function test_count_row_write()`));
  }
}

/** Rows written so far, per table. */
export async function rowWrites(database: Database): Promise<Record<string, number>> {
  const rows = await rowsOf<{ table_name: string; writes: string | number }>(database.db, sql`select table_name, writes from test_row_writes`);
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.writes)]));
}

/** The tables written between two counts. */
export function writtenTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => (before[name] ?? 0) !== (after[name] ?? 0));
}
