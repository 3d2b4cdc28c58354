import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { provinceOptions, streetTypeOptions, type ReferenceOption, type ReferenceOptions } from './reference-options';

type OptionsIn = (language: string) => ReferenceOption[];

/**
 * The reference data as options in the current language (country names follow the switch).
 * The dial codes come with libphonenumber-js's metadata (~80 KB) and the countries with
 * i18n-iso-countries' names (~35 KB): loaded on first use, not with the page; until then the
 * lists hold only the value already stored.
 */
export function useReferenceOptions(): ReferenceOptions {
  const { i18n } = useTranslation();
  const [dialCodeOptions, setDialCodeOptions] = useState<OptionsIn | null>(null);
  const [countryOptions, setCountryOptions] = useState<OptionsIn | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void import('./dial-code-options').then((module) => {
      if (isCurrent) setDialCodeOptions(() => module.dialCodeOptions);
    });
    void import('./country-options').then((module) => {
      if (isCurrent) setCountryOptions(() => module.countryOptions);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return useMemo(
    () => ({
      dialCodes: dialCodeOptions ? dialCodeOptions(i18n.language) : [],
      provinces: provinceOptions(i18n.language),
      streetTypes: streetTypeOptions(i18n.language),
      countries: countryOptions ? countryOptions(i18n.language) : [],
    }),
    [dialCodeOptions, countryOptions, i18n.language],
  );
}
