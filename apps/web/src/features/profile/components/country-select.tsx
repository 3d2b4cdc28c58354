import { Select, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withCurrentValue, type SelectOption } from './select-options';

interface CountrySelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  required?: boolean;
  /** ISO 3166-1 countries named in the page's language; the value is the alpha-2 code. */
  countries: SelectOption[];
}

/** "espana" finds "España", "cote" finds "Côte d'Ivoire": accents and case do not count. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

const byFoldedName: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim());
  return options.filter((option) => isItem(option) && folded(option.label).includes(wanted));
};

/**
 * A searchable list of countries instead of free text. A value typed before
 * the list existed (a name, not a code) stays shown until the person picks a country.
 */
export function CountrySelect({ name, label, value, onChange, error, required, countries }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      name={name}
      label={label}
      data={withCurrentValue(countries, value)}
      value={value === '' ? null : value}
      onChange={(code) => onChange(code ?? '')}
      error={error}
      required={required}
      searchable
      clearable={!required}
      filter={byFoldedName}
      nothingFoundMessage={t('profile.options.noCountry')}
      placeholder={t('profile.options.searchCountry')}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
      data-field={name}
    />
  );
}
