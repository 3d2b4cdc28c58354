import { employeeFormSchemaFor, type ProfileUpdate } from '@flexplan/domain/profile/profile-schemas';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { isApiError } from '../../../shared/api/api-error';
import { adaptSchema } from '../../../shared/forms/adapt-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { type User } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { employeeFormValues, toEmployeeInput, type EmployeeField } from './employee-form-values';

/**
 * The employee tab's state: the inputs as text, checked by the domain's employee schema of the
 * company's variant (spec part 1 §5: the special brand requires five more fields).
 */
export function useEmployeeForm(user: User, isSpecialBrand: boolean) {
  const { t } = useTranslation();
  const schema = useMemo(() => adaptSchema<EmployeeField, ProfileUpdate>(employeeFormSchemaFor(isSpecialBrand), toEmployeeInput), [isSpecialBrand]);
  const initialValues = useMemo(() => employeeFormValues(user), [user]);
  const form = useSchemaForm<EmployeeField, ProfileUpdate>(schema, initialValues);
  const updateProfile = useUpdateProfile();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    updateProfile.mutate(fields, {
      onSuccess: () => notifySuccess(t('profile.employee.updated')),
      onError: (error) => {
        if (!form.applyServerErrors(error) && isApiError(error)) notifyApiError(error);
      },
    });
  };

  return { form, handleSubmit, isSaving: updateProfile.isPending };
}

export type EmployeeFormState = ReturnType<typeof useEmployeeForm>['form'];
