import { missingEmployeeFields, type EmployeeRequiredField } from '@flexplan/domain/profile/employee-required-fields';
import { Button, Group, Stack } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/get-profile';
import { focusFormField } from '../lib/focus-form-field';
import { useFocusFieldFromUrl } from '../lib/use-focus-field-from-url';
import { useEmployeeForm } from '../lib/use-employee-form';
import { EmployeeAddressFields } from './employee-address-fields';
import { EmployeeCompanyData } from './employee-company-data';
import { EmployeeMissingFields } from './employee-missing-fields';
import { EmployeePayFields } from './employee-pay-fields';
import { EmployeePersonalFields } from './employee-personal-fields';
import { EmployeeTaxFields } from './employee-tax-fields';
import type { SelectOption } from './select-options';

export interface EmployeeFormOptions {
  dialCodes: SelectOption[];
  provinces: SelectOption[];
  streetTypes: SelectOption[];
  countries: SelectOption[];
}

interface EmployeeFormProps {
  user: User;
  isSpecialBrand: boolean;
  /** The reference data (docs/product/employee-portal.md §3), given by the page. */
  options: EmployeeFormOptions;
}

/** The employee legal data tab (docs/product/employee-portal.md §2 Profile, §5 Employee form). */
export function EmployeeForm({ user, isSpecialBrand, options }: EmployeeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFieldFromUrl(formRef);
  const { form, handleSubmit, prefetchSchema, isSaving, asksCurrentPassword } = useEmployeeForm(user, isSpecialBrand);

  const handleSubmitAndFocus = (event: FormEvent) => {
    // A long form: take the person to the first field that needs fixing.
    void handleSubmit(event).then(() => window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0));
  };

  const handleSelectMissing = (field: EmployeeRequiredField) => focusFormField(formRef.current, field);

  return (
    <Stack gap="lg">
      <EmployeeMissingFields missing={missingEmployeeFields(user, isSpecialBrand)} onSelect={handleSelectMissing} />
      <form
        ref={formRef}
        onSubmit={handleSubmitAndFocus}
        onFocus={prefetchSchema}
        noValidate
        aria-label={t('profile.employee.title')}
        data-testid="employee-form"
        data-variant={isSpecialBrand ? 'special-brand' : 'standard'}
      >
        <Stack gap="lg">
          <EmployeePersonalFields form={form} user={user} isSpecialBrand={isSpecialBrand} dialCodes={options.dialCodes} countries={options.countries} />
          <EmployeeAddressFields
            form={form}
            isSpecialBrand={isSpecialBrand}
            provinces={options.provinces}
            streetTypes={options.streetTypes}
            countries={options.countries}
          />
          <EmployeePayFields form={form} asksCurrentPassword={asksCurrentPassword} />
          <EmployeeTaxFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {t('profile.employee.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <EmployeeCompanyData user={user} isSpecialBrand={isSpecialBrand} />
    </Stack>
  );
}
