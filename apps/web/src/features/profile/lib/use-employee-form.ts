import type { ProfileUpdate } from '@flexplan/domain/profile/profile-update-schema';
import { needsCurrentPassword, type SensitiveProfileFields } from '@flexplan/domain/profile/sensitive-changes';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { isApiError } from '../../../shared/api/api-error';
import { adaptSchema } from '../../../shared/forms/adapt-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import type { User } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { employeeFormValues, toEmployeeInput, type EmployeeField, type EmployeeFormValues } from './employee-form-values';
import { withCurrentPassword } from './with-current-password';

type EmployeeFormField = EmployeeField | 'currentPassword';
type EmployeeFormInputs = EmployeeFormValues & { currentPassword: string };

// zod stays out of the profile's first download: the save rule's module is fetched when
// the form is first focused, well before a submit, which awaits it at worst.
const loadEmployeeSaveSchemaFor = () => import('../../../shared/forms/profile-form-schemas').then(({ employeeSaveSchemaFor }) => employeeSaveSchemaFor);

/** The bank account as typed (spaces and case aside) differs from the stored one. */
const changesBankAccount = (stored: SensitiveProfileFields, values: EmployeeFormInputs) => needsCurrentPassword(stored, { BAN: toEmployeeInput(values).BAN });

/**
 * The employee tab's state: the inputs as text, checked by the domain's save rule of the
 * company's variant (docs/product/employee-portal.md §5: the special brand requires five more fields): the phone
 * always, the other required fields once on file, so a profile never filled can still be saved
 *. A new bank account asks for the current password.
 */
export function useEmployeeForm(user: User, isSpecialBrand: boolean) {
  const { t } = useTranslation();
  const stored = useMemo(() => ({ email: user.email, BAN: user.BAN }), [user.email, user.BAN]);
  const initialValues = useMemo(() => ({ ...employeeFormValues(user), currentPassword: '' }), [user]);
  const form = useSchemaForm<EmployeeFormField, ProfileUpdate>(null, initialValues);
  const updateProfile = useUpdateProfile();

  /** Resolves once the form is checked, and sent when valid. */
  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const employeeSaveSchemaFor = await loadEmployeeSaveSchemaFor();
    const schema = withCurrentPassword<EmployeeFormInputs, ProfileUpdate>(
      adaptSchema<EmployeeField, ProfileUpdate>(employeeSaveSchemaFor(isSpecialBrand, user), toEmployeeInput),
      (values) => changesBankAccount(stored, values),
    );
    const fields = form.validate(schema);
    if (!fields) return;
    updateProfile.mutate(fields, {
      onSuccess: () => {
        form.setValue('currentPassword', '');
        notifySuccess(t('profile.employee.updated'));
      },
      onError: (error) => {
        if (!form.applyServerErrors(error) && isApiError(error)) notifyApiError(error);
      },
    });
  };

  const prefetchSchema = () => void loadEmployeeSaveSchemaFor();

  return { form, handleSubmit, prefetchSchema, isSaving: updateProfile.isPending, asksCurrentPassword: changesBankAccount(stored, form.values) };
}

export type EmployeeFormState = ReturnType<typeof useEmployeeForm>['form'];
