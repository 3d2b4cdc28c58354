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
}

/** Provinces in alphabetical order; the stored value is the name. */
export function provinceOptions(language: string): ReferenceOption[] {
  return spanishProvinces.map(({ name }) => ({ value: name, label: name })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Street types by name; the stored value is the cadastre code. */
export function streetTypeOptions(language: string): ReferenceOption[] {
  return streetTypes.map(({ code, name }) => ({ value: code, label: `${name} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, language));
}
