/**
 * The words of a people search: what a person typed, split at white space, each word once. A
 * person matches when every word is found in one of their names, their e-mail, their employee
 * number or (whole) their personal ID, whatever the accents and case
 * (docs/decisions/081-people-search-by-word-without-accents.md).
 */
export function searchWords(typed: string | undefined): string[] {
  return [...new Set((typed ?? '').split(/\s+/u).filter((word) => word.length > 0))];
}

/** A word as a LIKE pattern for "contains": LIKE's own `%`, `_` and `\` in it are matched literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
