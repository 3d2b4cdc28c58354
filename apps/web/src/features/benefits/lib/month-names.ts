const formatters = new Map<string, Intl.DateTimeFormat>();

function format(month: number, year: number, language: string, withYear: boolean): string {
  const key = `${language}:${withYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(Date.UTC(year, month - 1, 15)));
}

/** The month's name (1–12) in the person's language, from the browser's calendar data; as a label, capitalised. */
export function monthName(month: number, language: string, { asLabel = true } = {}): string {
  const name = format(month, 2026, language, false);
  return asLabel ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

/** "enero de 2027", "January 2027": a month within a sentence. */
export function monthYearName(month: number, year: number, language: string): string {
  return format(month, year, language, true);
}
