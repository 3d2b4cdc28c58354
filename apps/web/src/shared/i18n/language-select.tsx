import type { Language } from '@flexplan/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client';
import { readToken } from '../api/session-token';
import { chooseLanguage, currentLanguage } from './i18n';
import { NativeSelect, type NativeSelectProps } from '../ui/native-select';

interface LanguageSelectProps extends Pick<NativeSelectProps, 'size' | 'w' | 'className' | 'classNames'> {
  /** The company's languages (already ['es'] when its language feature is off). */
  languages: readonly Language[];
}

/**
 * A signed-in person's choice is kept on their profile too, so the e-mails and the contract PDF
 * the server writes them come in the language they read the portal in. Best effort: the page has
 * already switched, and a failed save only leaves the e-mails in the previous language.
 */
function saveLanguage(language: Language): void {
  if (readToken()) api.post('/profile', { language }, { notifyOnError: false }).catch(() => undefined);
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
      onChange={(event) => {
        const language = event.currentTarget.value as Language;
        chooseLanguage(language);
        saveLanguage(language);
      }}
      data={languages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
    />
  );
}
