import { FALLBACK_LANGUAGE, isLanguage, pickLanguage, supportedLanguages, type Language } from '@flexplan/domain';
import { companyDataElementId } from '@flexplan/domain/company/page-data';
import { catalanDe } from '@flexplan/domain/i18n/catalan-elision';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readPageData } from '../api/page-data';
import { localStore, storageKeys } from '../storage/local-store';
import type { LocalePart } from './locale-parts';

export const i18n = i18next.createInstance();

export function readStoredLanguage(): Language | null {
  const stored = localStore.get(storageKeys.language);
  return isLanguage(stored) ? stored : null;
}

/** The visitor's preferences, strongest first: the stored choice, then the browser's languages. */
export function preferredLanguages(): string[] {
  return [readStoredLanguage(), ...(navigator.languages ?? []), navigator.language].filter((l): l is string => Boolean(l));
}

function applyDocumentLanguage(language: string | undefined): void {
  // i18next reports a change to no language while it starts: `<html lang>` keeps the server's.
  if (isLanguage(language)) document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

/**
 * The languages the company offers when index.html carries it (the server writes the company
 * there), else every language: the first texts loaded are then already the company's, rather than
 * a guess the company gate replaces (globex offers no Spanish).
 */
export function startLanguages(doc: Document = document): readonly Language[] {
  const languages = (readPageData(companyDataElementId, doc) as { languages?: unknown } | null)?.languages;
  const offered = Array.isArray(languages) ? languages.filter(isLanguage) : [];
  return offered.length > 0 ? offered : supportedLanguages;
}

type Texts = Record<string, unknown>;

/** How the console reports a text that is in no loaded part of the locale. */
export const MISSING_TEXT = 'i18n: missing text';
type LocaleFiles = Record<string, () => Promise<Texts>>;
const localeFiles: Partial<Record<LocalePart, LocaleFiles>> = {
  public: import.meta.glob<Texts>('../../locales/*.json', { query: '?part=public', import: 'default' }),
  app: import.meta.glob<Texts>('../../locales/*.json', { query: '?part=app', import: 'default' }),
};

/** Where the back office's parts are fetched from: given by its page (admin-texts.ts), out of every other page's download. */
export function addLocaleParts(parts: Partial<Record<LocalePart, LocaleFiles>>): void {
  Object.assign(localeFiles, parts);
}

function loadLocalePart(language: string, part: string): Promise<Texts> {
  const load = localeFiles[part as LocalePart]?.[`../../locales/${language}.json`];
  return load ? load() : Promise.reject(new Error(`no texts for ${language} (${part})`));
}

/** Whether a session token is stored: the texts of the logged-in pages are then needed at once. */
function hasStoredSession(): boolean {
  return localStore.get(storageKeys.token) !== null;
}

/**
 * Resolves once the first language's texts are loaded: the app renders after it, so no raw key
 * is ever painted. Each locale is two chunks, fetched when its language is first used (all four were 52 kB gzip of the first download): the public part, which the login pages need,
 * and the app part, loaded at start with a session or when one begins (`useAppTexts`). A
 * language switch keeps the old texts on screen until the new ones have arrived.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadLocalePart))
  .init({
    lng: pickLanguage(startLanguages(), preferredLanguages()),
    ns: hasStoredSession() ? ['public', 'app'] : ['public'],
    defaultNS: 'public',
    // A key the public part lacks is looked up in the app part, then in the back office's (locale-parts.ts).
    fallbackNS: ['app', 'admin', 'adminTabs'],
    // Every locale holds every key (scripts/check-locales.mjs), so no second language is loaded
    // as a fallback.
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // A text neither part holds: said in the console, where e2e/tests/public-texts.spec.ts looks.
    saveMissing: true,
    missingKeyHandler: (_languages, part, key) => console.warn(`${MISSING_TEXT}: ${part}:${key}`),
  })
  .then(() => undefined);
applyDocumentLanguage(i18n.language);

// `{{month, de}}`: "de" and the value, as the language writes them together. The Catalan texts put
// a month after it, which elides before a vowel: "el mes d’octubre", never "de octubre".
i18n.services.formatter?.add('de', (value: unknown, language: string | undefined) => (language === 'ca' ? catalanDe(String(value)) : `de ${String(value)}`));

/** A language picked by the user: remembered for the next visit. */
export function chooseLanguage(language: Language): void {
  localStore.set(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

/** The language to show among those the company offers (docs/product/employee-portal.md §1). */
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
