import { isLanguage } from '@flexplan/domain';
import { spanishProvinces } from './spanish-provinces';
import { streetTypes } from './street-types';

/** An option of a select: what is stored and what the person reads. */
export interface ReferenceOption {
  value: string;
  label: string;
}

/** The reference data of spec part 1 §3 as select options, in the user's language where it has one. */
export interface ReferenceOptions {
  dialCodes: ReferenceOption[];
  provinces: ReferenceOption[];
  streetTypes: ReferenceOption[];
  /** ISO 3166-1 countries by name, for nationality and the countries (empty until loaded). */
  countries: ReferenceOption[];
}

/** Provinces in alphabetical order; the stored value is the name. */
export function provinceOptions(language: string): ReferenceOption[] {
  return spanishProvinces.map(({ name }) => ({ value: name, label: name })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Street types by their name in `language` (Spanish for a language without names); the stored value is the cadastre code. */
export function streetTypeOptions(language: string): ReferenceOption[] {
  // The cadastre's own Spanish names, rather than the app's fallback language: these are Spanish addresses.
  const named = isLanguage(language) ? language : 'es';
  return streetTypes.map(({ code, names }) => ({ value: code, label: `${names[named]} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, language));
}
