import type { Language } from '@flexplan/domain';

/** Text the server gives in several languages (a benefit's name, a product's name…). */
export type LocalizedText = Partial<Record<Language, string | null>>;

/**
 * The text in `language`, else English, else Spanish, else any language given (docs/product/benefits-and-simulation.md §3:
 * names and descriptions are localized; the fallback order is ours, docs/api.md Benefit).
 */
export function pickLocalized(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  const candidates = [text[language as Language], text.en, text.es, ...Object.values(text)];
  return candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';
}
