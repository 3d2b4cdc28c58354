import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@flexplan/domain/users/search-words';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A person's searchable text folded as a search folds what is typed: without accents and in
 * lower case (`people_search_fold`, migration 0022), every name, the e-mail and the employee
 * number in one text, a space between them so no typed word spans two of them. The trigram index
 * of users (schema/users.ts) is built on this same expression, and a query must repeat it exactly
 * for the planner to use that index (docs/decisions/081-people-search-by-word-without-accents.md).
 */
export function peopleSearchTextOf(t: {
  firstName: AnyPgColumn;
  lastName1: AnyPgColumn;
  lastName2: AnyPgColumn;
  email: AnyPgColumn;
  employeeNumber: AnyPgColumn;
}): SQL {
  return sql`people_search_fold(${t.firstName} || ' ' || ${t.lastName1} || ' ' || coalesce(${t.lastName2}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.employeeNumber}, ''))`;
}

/** Whether a typed word is found in a person's searchable text, both folded alike; LIKE's own characters in it are literal. */
export function peopleSearchFinds(t: Parameters<typeof peopleSearchTextOf>[0], word: string): SQL {
  return sql`${peopleSearchTextOf(t)} like people_search_fold(${containsPattern(word)})`;
}
