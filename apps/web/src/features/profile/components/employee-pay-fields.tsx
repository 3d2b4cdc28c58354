import { BAN_MAX_LENGTH, SECURITY_NUMBER_MAX_DIGITS } from '@flexplan/domain/profile/profile-messages';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployeeFormState } from '../lib/use-employee-form';
import { ClampedNumberInput } from '../../../shared/forms/clamped-number-input';
import { FormSection } from './form-section';

/** The schema's ceiling for a salary, in euros (100 million). */
const MAX_SALARY_EUROS = 100_000_000;

/** Salary, bank account and social security number (spec part 1 §5: numeric, BAN ≤ 24, SS ≤ 12 digits). */
export function EmployeePayFields({ form }: { form: EmployeeFormState }) {
  const { t } = useTranslation();
  const salary = (name: 'fixedSalary' | 'variableSalary') => (
    <ClampedNumberInput
      name={name}
      label={t(`profile.fields.${name}`)}
      description={t('profile.employee.salaryHint')}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      error={form.field(name).error}
      min={0}
      max={MAX_SALARY_EUROS}
      unit="money"
    />
  );
  return (
    <FormSection title={t('profile.employee.payTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {salary('fixedSalary')}
        {salary('variableSalary')}
        <NativeSelect
          label={t('profile.fields.paymentCount')}
          data={[
            { value: '', label: t('profile.options.choose') },
            { value: '12', label: t('profile.options.payments', { count: 12 }) },
            { value: '14', label: t('profile.options.payments', { count: 14 }) },
          ]}
          {...form.field('paymentCount')}
        />
        <TextInput
          label={t('profile.fields.BAN')}
          description={t('profile.employee.banHint', { max: BAN_MAX_LENGTH })}
          autoComplete="off"
          {...form.field('BAN')}
        />
        <TextInput
          label={t('profile.fields.securityNumber')}
          description={t('profile.employee.securityNumberHint', { max: SECURITY_NUMBER_MAX_DIGITS })}
          inputMode="numeric"
          maxLength={SECURITY_NUMBER_MAX_DIGITS}
          {...form.field('securityNumber')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
