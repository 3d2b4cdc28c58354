/** Money is integer cents everywhere; this is the one place it becomes text (euro, 2 decimals). */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The Intl locale of an app language: Flexplan's Portuguese is Portugal's ("36 000,00 €"), not
 * Intl's default for `pt`, Brazil's ("€ 36.000,00") (docs/decisions/060-portuguese-is-portugal-s.md).
 */
const intlLocales: Readonly<Record<string, string>> = { pt: 'pt-PT' };

/**
 * Cents as euros in the language's format. Thousands are grouped from four digits on
 * (`useGrouping: 'always'`): es, ca and pt leave 4-digit amounts ungrouped by default, so
 * "3000,00 €" sat beside "12.600,00 €" in one table (docs/decisions/060-portuguese-is-portugal-s.md).
 */
export function formatMoney(cents: number, locale = 'es'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocales[locale] ?? locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Euros as typed by a person (a number with up to 2 decimals) to integer cents, rounded half up. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100 + Number.EPSILON * Math.sign(euros));
}
