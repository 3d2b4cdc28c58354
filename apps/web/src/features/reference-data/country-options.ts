import countries from 'i18n-iso-countries';
import ca from 'i18n-iso-countries/langs/ca.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import { countryCodes } from '@flexplan/domain/profile/country-codes';
import { isLanguage } from '@flexplan/domain';
import { commonFirst, type ReferenceOption } from './reference-options';

// Only the portal's four languages (about 6 KB each): the package's Node entry would load all 78.
for (const locale of [es, ca, en, pt]) countries.registerLocale(locale);

/** Spain: the portal's companies are Spanish, and so are most of their people's nationalities and addresses. */
export const COMMON_COUNTRY = 'ES';

/**
 * Every ISO 3166-1 country by its name in `language` (Spanish for a language the portal does not
 * speak), Spain first and the rest alphabetical there; the stored value is the alpha-2 code.
 */
export function countryOptions(language: string): ReferenceOption[] {
  const named = isLanguage(language) ? language : 'es';
  return commonFirst(
    countryCodes.map((code) => ({ value: code, label: countries.getName(code, named) ?? code })),
    COMMON_COUNTRY,
    named,
  );
}
