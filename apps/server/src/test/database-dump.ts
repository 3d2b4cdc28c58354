import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from './sql-rows';

/** Every row of every table, as PostgreSQL prints it: what a logical dump (pg_dump) of the database holds. */
export async function dumpAsText(db: SqlRunner): Promise<string> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const rows: string[] = [];
  for (const { schema, name } of tables) {
    const result = await rowsOf<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
    rows.push(...result.map((r) => r.row));
  }
  return rows.join('\n');
}
