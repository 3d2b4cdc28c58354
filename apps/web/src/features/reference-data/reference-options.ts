import { isLanguage } from '@flexplan/domain';
import { spanishProvinces } from './spanish-provinces';
import { streetTypes } from './street-types';

/** An option of a select: what is stored and what the person reads. */
export interface ReferenceOption {
  value: string;
  label: string;
}

/** The reference data of docs/product/employee-portal.md §3 as select options, in the user's language where it has one. */
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

/**
 * Options sorted by their label in `language`, with the common choice first: most people pick it,
 * and it should not be found between "Calleja" and "Callejón" or after "Eslovenia"
 * (docs/decisions/044-common-choice-first.md).
 */
export function commonFirst(options: ReferenceOption[], commonValue: string, language: string): ReferenceOption[] {
  const sorted = [...options].sort((a, b) => a.label.localeCompare(b.label, language));
  const common = sorted.find((option) => option.value === commonValue);
  return common ? [common, ...sorted.filter((option) => option !== common)] : sorted;
}

/** The street ("Calle"), the cadastre code most addresses carry. */
export const COMMON_STREET_TYPE = 'CL';

/** Street types by their name in `language` (Spanish for a language without names), the street first; the stored value is the cadastre code. */
export function streetTypeOptions(language: string): ReferenceOption[] {
  // The cadastre's own Spanish names, rather than the app's fallback language: these are Spanish addresses.
  const named = isLanguage(language) ? language : 'es';
  return commonFirst(
    streetTypes.map(({ code, names }) => ({ value: code, label: `${names[named]} (${code})` })),
    COMMON_STREET_TYPE,
    language,
  );
}
