import { supportedLanguages, type Language } from '@flexplan/domain/i18n/languages';
import { MAX_ALERT_DAYS, MAX_CUT_OFF_DAY, MIN_CUT_OFF_DAY } from '@flexplan/domain/company/company-settings-api';
import { Button, Checkbox, ColorInput, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../shared/api/notify-api-error';
import { useSaveCompanySettings, type CompanySettings, type CompanySettingsBody } from '../api/company-settings';
import { CompanyBagField } from './company-bag-field';
import { PrivacyTextsFields } from './privacy-texts-fields';
import { bodyOf, fieldErrorsOf, validateSettings, type FieldErrors } from './settings-fields';
import { ShellPreview } from './shell-preview';

const swatches = ['#00205b', '#0f5132', '#5b2a86', '#7a1f5c', '#1c3f6e', '#b02a37'];
// The bounds a "minimum is {{min}}" message names.
const bounds: Partial<Record<keyof CompanySettingsBody, { min: number; max: number }>> = {
  alertDays: { min: 0, max: MAX_ALERT_DAYS },
  cutOffDay: { min: MIN_CUT_OFF_DAY, max: MAX_CUT_OFF_DAY },
};

/** The company's settings in one form, checked with the domain's schema before it is sent, and the server's 400 fields shown on their fields. */
export function SettingsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CompanySettingsBody>(() => bodyOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCompanySettings();

  const set = <K extends keyof CompanySettingsBody>(field: K, value: CompanySettingsBody[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: keyof CompanySettingsBody) => (errors[field] ? t(errors[field], bounds[field]) : undefined);
  const flag = (field: 'isSpecialBrand' | 'hideCompensation' | 'hideSocialSecurityInCompensation' | 'cookieConsentMandatory') => ({
    checked: values[field],
    onChange: (event: { currentTarget: { checked: boolean } }) => set(field, event.currentTarget.checked),
    label: t(`companySettings.fields.${field}`),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(t('companySettings.saved'));
        for (const warning of saved.warnings) notifyWarning(t(`companySettings.warnings.${warning}`));
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(fieldErrorsOf(error.fields));
        else if (isApiError(error)) notifyApiError(error);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="company-settings-form">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('companySettings.sections.identity')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('companySettings.fields.name')}
            required
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errorOf('name')}
          />
          <TextInput
            label={t('companySettings.fields.brand')}
            required
            value={values.brand}
            onChange={(e) => set('brand', e.currentTarget.value)}
            error={errorOf('brand')}
          />
        </SimpleGrid>
        <Switch {...flag('isSpecialBrand')} description={t('companySettings.fields.isSpecialBrandHelp')} />

        <Title order={2} size="h3">
          {t('companySettings.sections.colours')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            {(['colorBar', 'colorTitles', 'color'] as const).map((field) => (
              <ColorInput
                key={field}
                label={t(`companySettings.fields.${field}`)}
                format="hex"
                swatches={swatches}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
                data-testid={`color-${field}`}
                eyeDropperButtonProps={{ 'aria-label': t('companySettings.eyeDropper') }}
              />
            ))}
          </Stack>
          <ShellPreview colorBar={values.colorBar} colorTitles={values.colorTitles} color={values.color} logo={settings.logo} name={values.name} />
        </SimpleGrid>

        <Title order={2} size="h3">
          {t('companySettings.sections.portal')}
        </Title>
        <Checkbox.Group
          label={t('companySettings.fields.languages')}
          value={values.languages}
          onChange={(list) => set('languages', list as Language[])}
          error={errorOf('languages')}
        >
          <Group gap="md" mt="xs">
            {supportedLanguages.map((language) => (
              <Checkbox key={language} value={language} label={t(`companySettings.languages.${language}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('companySettings.fields.alertDays')}
            min={0}
            max={MAX_ALERT_DAYS}
            allowDecimal={false}
            value={values.alertDays}
            onChange={(value) => set('alertDays', typeof value === 'number' ? value : Number.NaN)}
            error={errorOf('alertDays')}
          />
          <NumberInput
            label={t('companySettings.fields.cutOffDay')}
            min={MIN_CUT_OFF_DAY}
            max={MAX_CUT_OFF_DAY}
            allowDecimal={false}
            value={values.cutOffDay}
            onChange={(value) => set('cutOffDay', typeof value === 'number' ? value : Number.NaN)}
            error={errorOf('cutOffDay')}
          />
          <TextInput
            label={t('companySettings.fields.helpEmail')}
            type="email"
            value={values.helpEmail ?? ''}
            onChange={(e) => set('helpEmail', e.currentTarget.value)}
            error={errorOf('helpEmail')}
          />
        </SimpleGrid>
        <CompanyBagField value={values.companyBag} onChange={(bag) => set('companyBag', bag)} error={errorOf('companyBag')} />
        <Stack gap="xs">
          <Switch {...flag('hideCompensation')} />
          <Switch {...flag('hideSocialSecurityInCompensation')} />
          <Switch {...flag('cookieConsentMandatory')} />
          {(['privacy', 'conditions', 'cookies'] as const).map((link) => (
            <Switch
              key={link}
              label={t(`companySettings.fields.legalLinks.${link}`)}
              checked={values.legalLinks[link]}
              onChange={(event) => set('legalLinks', { ...values.legalLinks, [link]: event.currentTarget.checked })}
            />
          ))}
        </Stack>

        <Title order={2} size="h3">
          {t('companySettings.sections.privacy')}
        </Title>
        <PrivacyTextsFields
          privacyText={values.privacyText}
          privacyDetail={values.privacyDetail}
          onChange={(field, texts) => set(field, texts)}
          errors={{ privacyText: errors.privacyText, privacyDetail: errors.privacyDetail }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="company-settings-save">
            {t('companySettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
