import { businessClockFrom } from '@flexplan/domain/dates/business-clock';
import { MIN_DATE } from '@flexplan/domain/profile/profile-messages';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/get-profile';
import type { EmployeeFormState } from '../lib/use-employee-form';
import { ClampedNumberInput } from '../../../shared/forms/clamped-number-input';
import { CountrySelect } from './country-select';
import { FormSection } from './form-section';
import { withCurrentValue, type SelectOption } from './select-options';
import { NativeSelect } from '../../../shared/ui/native-select';

interface EmployeePersonalFieldsProps {
  form: EmployeeFormState;
  user: User;
  isSpecialBrand: boolean;
  dialCodes: SelectOption[];
  countries: SelectOption[];
}

/** Madrid's today, not UTC's: just after midnight in Spain, UTC is still on yesterday. */
const clock = businessClockFrom(() => new Date());

/** Contact and personal data of the employee tab (docs/product/employee-portal.md §5 Employee form). */
export function EmployeePersonalFields({ form, user, isSpecialBrand, dialCodes, countries }: EmployeePersonalFieldsProps) {
  const { t } = useTranslation();
  const choose = { value: '', label: t('profile.options.choose') };
  const yesNo = [choose, { value: 'yes', label: t('profile.options.yes') }, { value: 'no', label: t('profile.options.no') }];
  const isDisabilityDeclared = form.values.disabilityType === 'yes';

  const handleDisabilityType = (value: string) => {
    form.setValue('disabilityType', value);
    // The percent only means something with a declared disability (docs/product/employee-portal.md §5).
    if (value !== 'yes') form.setValue('disability', '');
  };

  return (
    <FormSection title={t('profile.employee.personalTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.fields.personalID')}
          name="personalID"
          value={user.personalID ?? ''}
          readOnly
          description={t('profile.employee.readOnlyHint')}
        />
        <TextInput type="date" label={t('profile.fields.birthday')} min={MIN_DATE} max={clock.today()} required {...form.field('birthday')} />
        <NativeSelect
          label={t('profile.fields.mobilePhonePrefix')}
          data={[choose, ...withCurrentValue(dialCodes, form.values.mobilePhonePrefix)]}
          required={isSpecialBrand}
          {...form.field('mobilePhonePrefix')}
        />
        <TextInput
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t('profile.fields.phone')}
          description={t('profile.employee.phoneHint')}
          required
          {...form.field('phone')}
        />
        {(['nationality', 'birthCountry', 'residenceCountry'] as const).map((name) => (
          <CountrySelect
            key={name}
            name={name}
            label={t(`profile.fields.${name}`)}
            value={form.values[name]}
            onChange={(code) => form.setValue(name, code)}
            error={form.field(name).error}
            required={name === 'nationality' || isSpecialBrand}
            countries={countries}
          />
        ))}
        <NativeSelect
          label={t('profile.fields.gender')}
          data={[choose, { value: '1', label: t('profile.options.male') }, { value: '0', label: t('profile.options.female') }]}
          required
          {...form.field('gender')}
        />
        <NativeSelect
          label={t('profile.fields.disabilityType')}
          data={yesNo}
          required
          {...form.field('disabilityType')}
          onChange={(event) => handleDisabilityType(event.currentTarget.value)}
        />
        <ClampedNumberInput
          name="disability"
          label={t('profile.fields.disability')}
          description={isDisabilityDeclared ? undefined : t('profile.employee.disabilityHint')}
          value={form.values.disability}
          onChange={(value) => form.setValue('disability', value)}
          error={form.field('disability').error}
          min={0}
          max={100}
          unit="percent"
          disabled={!isDisabilityDeclared}
        />
      </SimpleGrid>
    </FormSection>
  );
}
