import { isLanguage } from '@flexplan/domain';

/** The Intl locale of the buyer's language (Spanish when they have none). */
export const localeOf = (language: string | null) => ({ es: 'es-ES', ca: 'ca-ES', en: 'en-GB', pt: 'pt-PT' })[isLanguage(language) ? language : 'es'];

/** 2027-01-01 → "1 de enero de 2027", "1 de gener del 2027", "1 January 2027". */
export const longDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
