import countries from 'i18n-iso-countries';
import ca from 'i18n-iso-countries/langs/ca.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import { countryCodes } from '@flexplan/domain/profile/country-codes';
import { isLanguage } from '@flexplan/domain';
import type { ReferenceOption } from './reference-options';

// Only the portal's four languages (about 6 KB each): the package's Node entry would load all 78.
for (const locale of [es, ca, en, pt]) countries.registerLocale(locale);

/**
 * Every ISO 3166-1 country by its name in `language` (Spanish for a language the portal does not
 * speak), alphabetical there; the stored value is the alpha-2 code (issue 15 finding 5).
 */
export function countryOptions(language: string): ReferenceOption[] {
  const named = isLanguage(language) ? language : 'es';
  return countryCodes.map((code) => ({ value: code, label: countries.getName(code, named) ?? code })).sort((a, b) => a.label.localeCompare(b.label, named));
}
