import metadata from 'libphonenumber-js/min/metadata';

/** One international dial code (`+34`) and the countries that use it, main country first. */
export interface DialCode {
  prefix: string;
  /** ISO 3166-1 alpha-2 codes; the first is the code's main country. */
  countries: string[];
}

/** Spain's code leads the list: most employees have a Spanish mobile phone. */
const FIRST_PREFIX = '+34';

/**
 * Every geographic dial code of libphonenumber-js's metadata (non-geographic codes such as +800
 * name no country and are left out), Spain first, then by number.
 */
export const dialCodes: readonly DialCode[] = Object.entries(metadata.country_calling_codes)
  .map(([code, countries]) => ({ prefix: `+${code}`, countries: countries.filter((country) => /^[A-Z]{2}$/.test(country)) }))
  .filter((dialCode) => dialCode.countries.length > 0)
  .sort((a, b) => (a.prefix === FIRST_PREFIX ? -1 : b.prefix === FIRST_PREFIX ? 1 : Number(a.prefix.slice(1)) - Number(b.prefix.slice(1))));
