import { BAN_MAX_LENGTH, SECURITY_NUMBER_MAX_DIGITS } from '@flexplan/domain/profile/profile-messages';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeFormState } from '../lib/use-employee-form';
import { FormSection } from './form-section';

interface EmployeePayFieldsProps {
  form: EmployeeFormState;
  /** The bank account differs from the stored one: confirm with the current password. */
  asksCurrentPassword: boolean;
}

/**
 * Bank account and social security number (docs/product/employee-portal.md §5: BAN ≤ 24, SS ≤ 12 digits). The salaries
 * are the company's and shown with its data.
 */
export function EmployeePayFields({ form, asksCurrentPassword }: EmployeePayFieldsProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('profile.employee.payTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        {asksCurrentPassword && (
          <PasswordInput
            label={t('profile.currentPassword.label')}
            description={t('profile.currentPassword.forBan')}
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
        )}
      </SimpleGrid>
    </FormSection>
  );
}
