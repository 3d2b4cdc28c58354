import { FALLBACK_LANGUAGE, isLanguage, pickLanguage, supportedLanguages, type Language } from '@flexplan/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ca from '../../locales/ca.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { localStore, storageKeys } from '../storage/local-store';

/** The four locales are small; bundling them avoids a request before the first paint. */
const resources = {
  es: { translation: es },
  ca: { translation: ca },
  en: { translation: en },
  pt: { translation: pt },
} as const;

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

void i18n.use(initReactI18next).init({
  resources,
  lng: pickLanguage(supportedLanguages, preferredLanguages()),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18n.language);

/** A language picked by the user: remembered for the next visit. */
export function chooseLanguage(language: Language): void {
  localStore.set(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

/** Keeps the current language within those the company offers (spec part 1 §1). */
export function restrictLanguages(offered: readonly Language[]): void {
  const language = pickLanguage(offered, preferredLanguages());
  if (language !== i18n.language) void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
