import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeFormState } from '../lib/use-employee-form';
import { CountrySelect } from './country-select';
import { FormSection } from './form-section';
import { withCurrentValue, type SelectOption } from './select-options';
import { NativeSelect } from '../../../shared/ui/native-select';

interface EmployeeAddressFieldsProps {
  form: EmployeeFormState;
  isSpecialBrand: boolean;
  provinces: SelectOption[];
  streetTypes: SelectOption[];
  countries: SelectOption[];
}

/** The address of the employee tab (docs/product/employee-portal.md §5 Employee form). */
export function EmployeeAddressFields({ form, isSpecialBrand, provinces, streetTypes, countries }: EmployeeAddressFieldsProps) {
  const { t } = useTranslation();
  const choose = { value: '', label: t('profile.options.choose') };
  return (
    <FormSection title={t('profile.employee.addressTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('profile.fields.typeOfStreet')}
          data={[choose, ...withCurrentValue(streetTypes, form.values.typeOfStreet)]}
          required={isSpecialBrand}
          {...form.field('typeOfStreet')}
        />
        <TextInput label={t('profile.fields.address1')} autoComplete="address-line1" required {...form.field('address1')} />
        <TextInput
          label={t('profile.fields.houseNumber')}
          description={t('profile.employee.houseNumberHint')}
          maxLength={4}
          required={isSpecialBrand}
          {...form.field('houseNumber')}
        />
        <TextInput
          label={t('profile.fields.address2')}
          description={t('profile.employee.address2Hint')}
          autoComplete="address-line2"
          {...form.field('address2')}
        />
        <TextInput label={t('profile.fields.postalCode')} inputMode="numeric" autoComplete="postal-code" required {...form.field('postalCode')} />
        <TextInput label={t('profile.fields.city')} autoComplete="address-level2" required {...form.field('city')} />
        <NativeSelect
          label={t('profile.fields.province')}
          data={[choose, ...withCurrentValue(provinces, form.values.province)]}
          required
          {...form.field('province')}
        />
        <CountrySelect
          name="country"
          label={t('profile.fields.country')}
          value={form.values.country}
          onChange={(code) => form.setValue('country', code)}
          error={form.field('country').error}
          required
          countries={countries}
        />
      </SimpleGrid>
    </FormSection>
  );
}
