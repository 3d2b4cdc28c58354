import { supportedLanguages, type Language } from '@flexplan/domain/i18n/languages';
import { Stack, Tabs, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Texts = Partial<Record<Language, string>>;

interface PrivacyTextsFieldsProps {
  privacyText: Texts;
  privacyDetail: Texts;
  onChange: (field: 'privacyText' | 'privacyDetail', texts: Texts) => void;
  errors: { privacyText?: string; privacyDetail?: string };
}

/** The privacy summary and its detail, one tab per language (docs/product/employee-portal.md §3 Company: privacyText, privacyDetail). */
export function PrivacyTextsFields({ privacyText, privacyDetail, onChange, errors }: PrivacyTextsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="es" variant="pills">
      <Tabs.List>
        {supportedLanguages.map((language) => (
          <Tabs.Tab key={language} value={language}>
            {t(`companySettings.languages.${language}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {supportedLanguages.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          <Stack gap="sm">
            <Textarea
              label={t('companySettings.fields.privacyText')}
              autosize
              minRows={3}
              maxRows={10}
              value={privacyText[language] ?? ''}
              onChange={(event) => onChange('privacyText', { ...privacyText, [language]: event.currentTarget.value })}
              error={errors.privacyText ? t(errors.privacyText) : undefined}
            />
            <Textarea
              label={t('companySettings.fields.privacyDetail')}
              autosize
              minRows={3}
              maxRows={10}
              value={privacyDetail[language] ?? ''}
              onChange={(event) => onChange('privacyDetail', { ...privacyDetail, [language]: event.currentTarget.value })}
              error={errors.privacyDetail ? t(errors.privacyDetail) : undefined}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
