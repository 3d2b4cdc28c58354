/** docs/product/employee-portal.md §1: es, ca, en, pt; only those the company allows; fallback en. */
export const supportedLanguages = ['es', 'ca', 'en', 'pt'] as const;
export type Language = (typeof supportedLanguages)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The languages offered to a visitor: the company's, or Spanish alone when the language
 * feature is off (docs/product/employee-portal.md §1).
 */
export function offeredLanguages(companyLanguages: readonly string[], isLanguageFeatureOn: boolean): Language[] {
  if (!isLanguageFeatureOn) return ['es'];
  const offered = companyLanguages.filter(isLanguage);
  return offered.length > 0 ? offered : [FALLBACK_LANGUAGE];
}

/** Picks the language to show: the stored choice if still offered, else the browser's, else the first offered. */
export function pickLanguage(offered: readonly Language[], preferred: readonly (string | null | undefined)[]): Language {
  for (const candidate of preferred) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(short) && offered.includes(short)) return short;
  }
  if (offered.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return offered[0] ?? FALLBACK_LANGUAGE;
}
