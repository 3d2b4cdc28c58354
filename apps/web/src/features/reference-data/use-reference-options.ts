import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { provinceOptions, streetTypeOptions, type ReferenceOption, type ReferenceOptions } from './reference-options';

type DialCodeOptions = (language: string) => ReferenceOption[];

/**
 * The reference data as options in the current language (country names follow the switch).
 * The dial codes come with libphonenumber-js's metadata (~80 KB): loaded on first use, not with
 * the page; until then the list holds only the value already stored.
 */
export function useReferenceOptions(): ReferenceOptions {
  const { i18n } = useTranslation();
  const [dialCodeOptions, setDialCodeOptions] = useState<DialCodeOptions | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void import('./dial-code-options').then((module) => {
      if (isCurrent) setDialCodeOptions(() => module.dialCodeOptions);
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
    }),
    [dialCodeOptions, i18n.language],
  );
}
