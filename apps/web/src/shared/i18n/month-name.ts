const formatters = new Map<string, Intl.DateTimeFormat>();

/** The month's name (1–12) in the person's language, capitalised, from the browser's calendar data. */
export function monthName(month: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  const name = formatter.format(new Date(Date.UTC(2026, month - 1, 15)));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
