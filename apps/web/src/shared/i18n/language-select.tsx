import { type Language } from '@flexplan/domain';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from './i18n';

interface LanguageSelectProps extends Pick<NativeSelectProps, 'size' | 'w' | 'className' | 'classNames'> {
  /** The company's languages (already ['es'] when its language feature is off). */
  languages: readonly Language[];
}

/** The language switcher: the company's languages only; the choice is remembered. */
export function LanguageSelect({ languages, size = 'xs', ...props }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      size={size}
      aria-label={t('common.language')}
      data-testid="language-select"
      value={currentLanguage()}
      onChange={(event) => chooseLanguage(event.currentTarget.value as Language)}
      data={languages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
    />
  );
}
