const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date or instant as the person reads it, in Europe/Madrid (docs/product/employee-portal.md §9): "23 nov 2026".
 * A plain `YYYY-MM-DD` is that calendar day; an instant is converted to Madrid first.
 */
export function formatDate(iso: string, language: string): string {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(plain ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${language}|${plain}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: plain ? 'UTC' : 'Europe/Madrid' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
