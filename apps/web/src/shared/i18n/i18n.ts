import { FALLBACK_LANGUAGE, isLanguage, pickLanguage, supportedLanguages, type Language } from '@flexplan/domain';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { localStore, storageKeys } from '../storage/local-store';

export const i18n = i18next.createInstance();

export function readStoredLanguage(): Language | null {
  const stored = localStore.get(storageKeys.language);
  return isLanguage(stored) ? stored : null;
}

/** The visitor's preferences, strongest first: the stored choice, then the browser's languages. */
export function preferredLanguages(): string[] {
  return [readStoredLanguage(), ...(navigator.languages ?? []), navigator.language].filter((l): l is string => Boolean(l));
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves once the first language's texts are loaded: the app renders after it, so no raw key
 * is ever painted. Each locale is a chunk of its own, fetched when its language is first used
 * (issue 16: all four were 52 kB gzip of the first download). A language switch keeps the old
 * texts on screen until the new ones have arrived, then swaps them in one render.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string) => import(`../../locales/${language}.json`)))
  .init({
    lng: pickLanguage(supportedLanguages, preferredLanguages()),
    // Every locale holds every key (scripts/check-locales.mjs), so no second language is loaded
    // as a fallback.
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  })
  .then(() => undefined);
applyDocumentLanguage(i18n.language);

/** A language picked by the user: remembered for the next visit. */
export function chooseLanguage(language: Language): void {
  localStore.set(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

/** The language to show among those the company offers (spec part 1 §1). */
export function companyLanguage(offered: readonly Language[]): Language {
  return pickLanguage(offered, preferredLanguages());
}

/** Keeps the current language within those the company offers; resolves once its texts are loaded. */
export async function restrictLanguages(offered: readonly Language[]): Promise<void> {
  const language = companyLanguage(offered);
  if (language !== i18n.language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
