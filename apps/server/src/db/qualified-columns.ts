import { sql, type SQL } from 'drizzle-orm';

/**
 * A subquery selected as a field of a one-table query keeps its columns' table names. Drizzle
 * writes the columns of a field's SQL without them when the query has no join ("id", not
 * "contracts"."id"), which a correlated subquery naming two tables' `id` cannot take (42702:
 * ambiguous); it does so only for the field's own chunks, so one level of nesting keeps them.
 */
export function qualified<T>(fragment: SQL<T>): SQL<T> {
  return sql<T>`${fragment}`;
}
