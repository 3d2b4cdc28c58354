import { sql, type SQL } from 'drizzle-orm';

/** A column of a multi-row insert: its values and their SQL type. */
export type UnnestColumn = readonly [values: readonly unknown[], type: 'integer' | 'text' | 'boolean'];

/**
 * `unnest($1::integer[], $2::text[], …) as t(a, b, …)`: many rows as one array parameter per
 * column, so a batch of any size is one statement with a handful of parameters (PostgreSQL allows
 * 65 535 parameters per statement, and parsing one per value is what makes a plain multi-row
 * insert slow).
 */
export function unnestRows(columns: Record<string, UnnestColumn>, alias = 't'): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [values, type] = columns[name]!;
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
}
