/** Money is integer cents everywhere; this is the one place it becomes text (euro, 2 decimals). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale = 'es'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Euros as typed by a person (a number with up to 2 decimals) to integer cents, rounded half up. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100 + Number.EPSILON * Math.sign(euros));
}
